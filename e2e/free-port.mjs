// A TCP port that is free right now on 127.0.0.1, asked of the OS (listen on port 0) in a child process, so that a
// config file, which loads synchronously, can pick one.
import { execFileSync } from 'node:child_process';

const ASK =
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

/** A free port number. */
export function freePort() {
  return Number(execFileSync(process.execPath, ['-e', ASK], { encoding: 'utf8' }));
}

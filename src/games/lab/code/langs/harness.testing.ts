// Test helper: for each language, a small program put after the Lab's code that reads the checks' flat list of
// integers (testing.ts) and prints one line a call, and the commands that compile and run it on this machine.
import { performance } from 'node:perf_hooks';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EngineLanguage } from './shared';

type Compiled = Exclude<EngineLanguage, 'gdscript'>;

const list = (data: readonly number[]) => data.join(', ');

const PYTHON = (data: readonly number[]) => `

def _flat(v):
    if isinstance(v, (list, tuple)):
        return [x for item in v for x in _flat(item)]
    return [repr(v) if isinstance(v, float) else str(v)]

_DATA = [${list(data)}]
_at = 0

def _take(k):
    global _at
    _at += k
    return _DATA[_at - k:_at]

_out = []
while _at < len(_DATA):
    (_op,) = _take(1)
    if _op == 0:
        _v = offset_to_axial(*_take(2))
    elif _op == 1:
        _v = axial_to_offset(*_take(2))
    elif _op == 2:
        _v = neighbors(*_take(2))
    elif _op == 3:
        _v = distance(*_take(4))
    elif _op == 4:
        _v = hex_to_pixel(*_take(2))
    elif _op == 5:
        _v = pixel_to_hex(*(k / 1000 for k in _take(2)))
    elif _op == 6:
        _v = line(*_take(4))
    elif _op == 7:
        _v = hex_range(*_take(3))
    elif _op == 8:
        _v = ring(*_take(3))
    elif _op == 9:
        _v = spiral(*_take(3))
    elif _op == 10:
        _v = rotate(*_take(5))
    elif _op == 11:
        _a = _take(5)
        _v = reflect(*_a[:4], "qrs"[_a[4]])
    elif _op == 12:
        _rows, _cols = _take(2)
        _level = [list(_take(_cols)) for _ in range(_rows)]
        _v = field_of_view(_level, *_take(2))
    else:
        (_count,) = _take(1)
        _c = _take(2 * _count)
        _v = range_intersection([(_c[2 * i], _c[2 * i + 1]) for i in range(_count)], *_take(1))
    _out.append("=" + " ".join(_flat(_v)))
print("\\n".join(_out))
`;

const LUA = (data: readonly number[]) => `
local DATA = { ${list(data)} }
local at = 1
local function take(k)
  at = at + k
  return table.unpack(DATA, at - k, at - 1)
end
local function flat(out, ...)
  for _, v in ipairs({ ... }) do
    if type(v) == "table" then flat(out, table.unpack(v))
    elseif math.type(v) == "integer" then out[#out + 1] = tostring(v)
    else out[#out + 1] = string.format("%.17g", v) end
  end
  return out
end
local lines = {}
local function say(...) lines[#lines + 1] = "=" .. table.concat(flat({}, ...), " ") end
while at <= #DATA do
  local op = take(1)
  if op == 0 then say(offset_to_axial(take(2)))
  elseif op == 1 then say(axial_to_offset(take(2)))
  elseif op == 2 then say(neighbors(take(2)))
  elseif op == 3 then say(distance(take(4)))
  elseif op == 4 then say(hex_to_pixel(take(2)))
  elseif op == 5 then
    local x, y = take(2)
    say(pixel_to_hex(x / 1000, y / 1000))
  elseif op == 6 then say(line(take(4)))
  elseif op == 7 then say(range(take(3)))
  elseif op == 8 then say(ring(take(3)))
  elseif op == 9 then say(spiral(take(3)))
  elseif op == 10 then say(rotate(take(5)))
  elseif op == 11 then
    local r, c, ar, ac, axis = take(5)
    say(reflect(r, c, ar, ac, ("qrs"):sub(axis + 1, axis + 1)))
  elseif op == 12 then
    local rows, cols = take(2)
    local level = {}
    for r = 1, rows do level[r] = { take(cols) } end
    say(field_of_view(level, take(2)))
  else
    local centres = {}
    for i = 1, take(1) do centres[i] = { take(2) } end
    say(range_intersection(centres, take(1)))
  end
end
print(table.concat(lines, "\\n"))
`;

const CPP = (data: readonly number[]) => `
#include <cstdio>
#include <string>

namespace harness {
const int kData[] = {${list(data)}};
std::size_t at = 0;
std::vector<int> take(std::size_t k) {
  std::vector<int> out(kData + at, kData + at + k);
  at += k;
  return out;
}
std::string show(int v) { return std::to_string(v); }
std::string show(double v) {
  char text[40];
  std::snprintf(text, sizeof text, "%.17g", v);
  return text;
}
template <class A, class B>
std::string show(const std::pair<A, B>& p) { return show(p.first) + " " + show(p.second); }
template <class List>
std::string show_all(const List& list) {
  std::string out;
  for (const auto& item : list) out += (out.empty() ? "" : " ") + show(item);
  return out;
}
std::string show(const std::vector<Offset>& v) { return show_all(v); }
std::string show(const std::array<Offset, 6>& v) { return show_all(v); }
}  // namespace harness

int main() {
  using harness::show;
  using harness::take;
  std::string out;
  while (harness::at < sizeof harness::kData / sizeof harness::kData[0]) {
    const int op = take(1)[0];
    std::string v;
    if (op == 13) {
      const int count = take(1)[0];
      std::vector<Offset> centres;
      for (int i = 0; i < count; ++i) {
        const auto c = take(2);
        centres.push_back({c[0], c[1]});
      }
      v = show(range_intersection(centres, take(1)[0]));
    } else if (op == 12) {
      const auto size = take(2);
      std::vector<std::vector<int>> level;
      for (int r = 0; r < size[0]; ++r) level.push_back(take(size[1]));
      const auto at = take(2);
      v = show(field_of_view(level, at[0], at[1]));
    } else {
      const std::size_t counts[] = {2, 2, 2, 4, 2, 2, 4, 3, 3, 3, 5, 5};
      const auto a = take(counts[op]);
      switch (op) {
        case 0: v = show(offset_to_axial(a[0], a[1])); break;
        case 1: v = show(axial_to_offset(a[0], a[1])); break;
        case 2: v = show(neighbors(a[0], a[1])); break;
        case 3: v = show(distance(a[0], a[1], a[2], a[3])); break;
        case 4: v = show(hex_to_pixel(a[0], a[1])); break;
        case 5: v = show(pixel_to_hex(a[0] / 1000.0, a[1] / 1000.0)); break;
        case 6: v = show(line(a[0], a[1], a[2], a[3])); break;
        case 7: v = show(range(a[0], a[1], a[2])); break;
        case 8: v = show(ring(a[0], a[1], a[2])); break;
        case 9: v = show(spiral(a[0], a[1], a[2])); break;
        case 10: v = show(rotate(a[0], a[1], a[2], a[3], a[4])); break;
        default: v = show(reflect(a[0], a[1], a[2], a[3], "qrs"[a[4]])); break;
      }
    }
    out += "=" + v + "\\n";
  }
  std::fputs(out.c_str(), stdout);
}
`;

const RUST = (data: readonly number[]) => `
mod harness {
    pub const DATA: &[i32] = &[${list(data)}];
    pub struct Reader(pub usize);
    impl Reader {
        pub fn take(&mut self, k: usize) -> &'static [i32] {
            self.0 += k;
            &DATA[self.0 - k..self.0]
        }
    }
    pub trait Show {
        fn show(&self) -> String;
    }
    impl Show for i32 {
        fn show(&self) -> String {
            self.to_string()
        }
    }
    impl Show for f64 {
        fn show(&self) -> String {
            format!("{:?}", self)
        }
    }
    impl<A: Show, B: Show> Show for (A, B) {
        fn show(&self) -> String {
            format!("{} {}", self.0.show(), self.1.show())
        }
    }
    impl<T: Show> Show for [T] {
        fn show(&self) -> String {
            self.iter().map(Show::show).collect::<Vec<_>>().join(" ")
        }
    }
}

fn main() {
    use harness::Show;
    let mut data = harness::Reader(0);
    let mut out = String::new();
    while data.0 < harness::DATA.len() {
        let op = data.take(1)[0];
        let v = match op {
            0 => { let a = data.take(2); offset_to_axial(a[0], a[1]).show() }
            1 => { let a = data.take(2); axial_to_offset(a[0], a[1]).show() }
            2 => { let a = data.take(2); neighbors(a[0], a[1])[..].show() }
            3 => { let a = data.take(4); distance(a[0], a[1], a[2], a[3]).show() }
            4 => { let a = data.take(2); hex_to_pixel(a[0], a[1]).show() }
            5 => { let a = data.take(2); pixel_to_hex(f64::from(a[0]) / 1000.0, f64::from(a[1]) / 1000.0).show() }
            6 => { let a = data.take(4); line(a[0], a[1], a[2], a[3])[..].show() }
            7 => { let a = data.take(3); range(a[0], a[1], a[2])[..].show() }
            8 => { let a = data.take(3); ring(a[0], a[1], a[2])[..].show() }
            9 => { let a = data.take(3); spiral(a[0], a[1], a[2])[..].show() }
            10 => { let a = data.take(5); rotate(a[0], a[1], a[2], a[3], a[4]).show() }
            11 => { let a = data.take(5); reflect(a[0], a[1], a[2], a[3], ['q', 'r', 's'][a[4] as usize]).show() }
            12 => {
                let size = data.take(2);
                let level: Vec<Vec<i32>> = (0..size[0]).map(|_| data.take(size[1] as usize).to_vec()).collect();
                let a = data.take(2);
                field_of_view(&level, a[0], a[1])[..].show()
            }
            _ => {
                let count = data.take(1)[0] as usize;
                let centres: Vec<Offset> = data.take(2 * count).chunks(2).map(|c| (c[0], c[1])).collect();
                range_intersection(&centres, data.take(1)[0])[..].show()
            }
        };
        out.push('=');
        out.push_str(&v);
        out.push('\\n');
    }
    print!("{}", out);
}
`;

const CSHARP = (data: readonly number[]) => `
public static class Harness
{
    static readonly int[] Data = { ${list(data)} };
    static int at;

    static int[] Take(int k)
    {
        var result = new int[k];
        Array.Copy(Data, at, result, 0, k);
        at += k;
        return result;
    }

    static string Show(int v) => v.ToString(System.Globalization.CultureInfo.InvariantCulture);
    static string Show(double v) => v.ToString("R", System.Globalization.CultureInfo.InvariantCulture);
    static string Show((int, int) p) => Show(p.Item1) + " " + Show(p.Item2);
    static string Show((double, double) p) => Show(p.Item1) + " " + Show(p.Item2);
    static string Show(List<(int row, int col)> list)
    {
        var parts = new List<string>();
        foreach (var p in list) parts.Add(Show(p));
        return string.Join(" ", parts);
    }

    public static void Main()
    {
        var output = new System.Text.StringBuilder();
        while (at < Data.Length)
        {
            int op = Take(1)[0];
            string v;
            int[] a;
            switch (op)
            {
                case 0: a = Take(2); v = Show(Hex.OffsetToAxial(a[0], a[1])); break;
                case 1: a = Take(2); v = Show(Hex.AxialToOffset(a[0], a[1])); break;
                case 2: a = Take(2); v = Show(Hex.Neighbors(a[0], a[1])); break;
                case 3: a = Take(4); v = Show(Hex.Distance(a[0], a[1], a[2], a[3])); break;
                case 4: a = Take(2); v = Show(Hex.HexToPixel(a[0], a[1])); break;
                case 5: a = Take(2); v = Show(Hex.PixelToHex(a[0] / 1000.0, a[1] / 1000.0)); break;
                case 6: a = Take(4); v = Show(Hex.Line(a[0], a[1], a[2], a[3])); break;
                case 7: a = Take(3); v = Show(Hex.Range(a[0], a[1], a[2])); break;
                case 8: a = Take(3); v = Show(Hex.Ring(a[0], a[1], a[2])); break;
                case 9: a = Take(3); v = Show(Hex.Spiral(a[0], a[1], a[2])); break;
                case 10: a = Take(5); v = Show(Hex.Rotate(a[0], a[1], a[2], a[3], a[4])); break;
                case 11: a = Take(5); v = Show(Hex.Reflect(a[0], a[1], a[2], a[3], "qrs"[a[4]])); break;
                case 12:
                    var size = Take(2);
                    var level = new int[size[0]][];
                    for (int r = 0; r < size[0]; r++) level[r] = Take(size[1]);
                    a = Take(2);
                    v = Show(Hex.FieldOfView(level, a[0], a[1]));
                    break;
                default:
                    int count = Take(1)[0];
                    var centres = new List<(int row, int col)>();
                    for (int i = 0; i < count; i++) { var c = Take(2); centres.Add((c[0], c[1])); }
                    v = Show(Hex.RangeIntersection(centres, Take(1)[0]));
                    break;
            }
            output.Append('=').Append(v).Append('\\n');
        }
        Console.Write(output.ToString());
    }
}
`;

/** The harness put after the Lab's code, for each language. */
export const HARNESS: Record<Compiled, (data: readonly number[]) => string> = {
  python: PYTHON,
  lua: LUA,
  cpp: CPP,
  rust: RUST,
  csharp: CSHARP,
};

const onPath = (name: string) =>
  (process.env.PATH ?? '')
    .split(':')
    .map((dir) => join(dir, name))
    .find((p) => existsSync(p));

/** rustc: rustup's in ~/.cargo/bin if there is one, else the one on the PATH (Debian's). */
const rustc = () => [join(homedir(), '.cargo', 'bin', 'rustc')].find((p) => existsSync(p)) ?? onPath('rustc');

interface Toolchain {
  /** the programs it needs, found or not */
  readonly tools: () => Record<string, string | undefined>;
  readonly file: string;
  /** the commands, run in the folder that holds `file`; the last one's output is the answer */
  readonly commands: (tools: Record<string, string>) => [string, string[]][];
}

const TOOLCHAINS: Record<Compiled, Toolchain> = {
  // Debian's python3 before a version manager's shim on the PATH, which takes seconds to start.
  python: {
    tools: () => ({ python3: ['/usr/bin/python3'].find((p) => existsSync(p)) ?? onPath('python3') }),
    file: 'hex.py',
    commands: (t) => [[t.python3, ['hex.py']]],
  },
  lua: {
    tools: () => ({ 'lua5.4': onPath('lua5.4') }),
    file: 'hex.lua',
    commands: (t) => [[t['lua5.4'], ['hex.lua']]],
  },
  cpp: {
    tools: () => ({ 'g++': onPath('g++') }),
    file: 'hex.cpp',
    commands: (t) => [
      [t['g++'], ['-std=c++17', '-Wall', '-Wextra', '-pedantic', '-Werror', 'hex.cpp', '-o', 'hex']],
      ['./hex', []],
    ],
  },
  rust: {
    tools: () => ({ rustc: rustc() }),
    file: 'hex.rs',
    commands: (t) => [
      [t.rustc, ['--edition', '2021', '-D', 'warnings', '-C', 'debuginfo=0', 'hex.rs', '-o', 'hex']],
      ['./hex', []],
    ],
  },
  csharp: {
    tools: () => ({ mcs: onPath('mcs'), mono: onPath('mono') }),
    file: 'hex.cs',
    commands: (t) => [
      [t.mcs, ['-warnaserror+', '-nologo', 'hex.cs', '-out:hex.exe']],
      [t.mono, ['hex.exe']],
    ],
  },
};

/** Why a language can't be run here (a program missing), or null when it can. */
export function missing(language: Compiled): string | null {
  const absent = Object.entries(TOOLCHAINS[language].tools())
    .filter(([, p]) => !p)
    .map(([name]) => name);
  return absent.length
    ? `no ${absent.join(' or ')} on this machine (node scripts/ensure-compilers.mjs installs Debian's)`
    : null;
}

/** Compile (where the language compiles) and run `source`; what it printed, and how long each step took. */
export function compileAndRun(language: Compiled, source: string): { output: string; ms: number[] } {
  const chain = TOOLCHAINS[language];
  const dir = mkdtempSync(join(tmpdir(), `hexlab-${language}-`));
  try {
    writeFileSync(join(dir, chain.file), source);
    const tools = chain.tools() as Record<string, string>;
    let output = '';
    const ms: number[] = [];
    for (const [command, args] of chain.commands(tools)) {
      const start = performance.now();
      output = execFileSync(command, args, {
        cwd: dir,
        encoding: 'utf8',
        maxBuffer: 64 << 20,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      ms.push(Math.round(performance.now() - start));
    }
    return { output, ms };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

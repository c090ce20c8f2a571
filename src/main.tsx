// The app's entry: its stylesheets, and start-up (src/app/start.ts).
import { start } from './app/start';
import './ui/palette.css';
import './ui/styles.css';

// When the app's code began to run (a test compares it with the first contentful paint: e2e/engines/codeOrder.ts).
performance.mark('hexlab:app-runs');
void start(document.getElementById('root')!);

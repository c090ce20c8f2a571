// The worked example in the game engines' languages: the same calls as the JavaScript one (example.ts), each printed,
// with what it prints in a comment. It runs as it is after the functions (a `main` where the language needs one).
import type { CodeLayout } from '../lang';
import { exampleCalls, formatValue, type ExampleArg, type ExampleCall, type ExampleInput } from '../example';
import type { CodeWords } from '../words';
import type { EngineLanguage } from './shared';

/** How one language writes the example around its calls. */
interface ExampleWriter {
  /** the function's name as the language calls it */
  readonly name: (fn: string) => string;
  /** a list of tiles as the language writes it, and levelData's name */
  readonly tiles: (tiles: readonly (readonly [number, number])[]) => string;
  readonly level: string;
  /** levelData's lines (`rows` already written by `row`) */
  readonly levelLines: (rows: string[]) => string[];
  readonly row: (cells: readonly number[]) => string;
  /** the line that prints an expression */
  readonly print: (expr: string) => string;
  /** rotate or reflect on each tile of a ring: the lines that print the list */
  readonly mapRing: (ring: string, call: (row: string, col: string) => string) => string[];
  /** what comes before the calls (helpers to print a list) and after them; the body indented by `indent` */
  readonly open: string[];
  readonly close: string[];
  readonly indent: string;
}

const snake = (fn: string) => fn.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const snakeRange = (fn: string) => (fn === 'range' ? 'hex_range' : snake(fn));
const rows = (cells: readonly number[]) => cells.join(', ');

const WRITERS: Record<EngineLanguage, ExampleWriter> = {
  python: {
    name: snakeRange,
    tiles: (t) => `[${t.map(([r, c]) => `(${r}, ${c})`).join(', ')}]`,
    level: 'level_data',
    levelLines: (r) => ['level_data = [', ...r.map((l) => `    ${l},`), ']'],
    row: (c) => `[${rows(c)}]`,
    print: (e) => `print(${e})`,
    mapRing: (ring, call) => [`print([${call('row', 'col')} for row, col in ${ring}])`],
    open: [],
    close: [],
    indent: '',
  },
  lua: {
    name: snake,
    tiles: (t) => `{ ${t.map(([r, c]) => `{ ${r}, ${c} }`).join(', ')} }`,
    level: 'level_data',
    levelLines: (r) => ['local level_data = {', ...r.map((l) => `  ${l},`), '}'],
    row: (c) => `{ ${rows(c)} }`,
    print: (e) => `print(show(${e}))`,
    mapRing: (ring, call) => [
      'local turned = {}',
      `for i, tile in ipairs(${ring}) do turned[i] = { ${call('tile[1]', 'tile[2]')} } end`,
      'print(show(turned))',
    ],
    open: [
      'local function show(...)',
      '  if select("#", ...) == 1 then',
      '    local v = ...',
      '    if type(v) ~= "table" then return tostring(v) end',
      '    if type(v[1]) == "table" then return show(table.unpack(v)) end',
      '  end',
      '  local parts = {}',
      '  for _, v in ipairs({ ... }) do',
      '    parts[#parts + 1] = type(v) == "table" and show(table.unpack(v)) or tostring(v)',
      '  end',
      '  return "{" .. table.concat(parts, ", ") .. "}"',
      'end',
      '',
    ],
    close: [],
    indent: '',
  },
  cpp: {
    name: snake,
    tiles: (t) => `std::vector<Offset>{${t.map(([r, c]) => `{${r}, ${c}}`).join(', ')}}`,
    level: 'level_data',
    levelLines: (r) => ['const std::vector<std::vector<int>> level_data = {', ...r.map((l) => `    ${l},`), '};'],
    row: (c) => `{${rows(c)}}`,
    print: (e) => `std::cout << show(${e}) << '\\n';`,
    mapRing: (ring, call) => [
      'std::vector<Offset> turned;',
      `for (const auto& [row, col] : ${ring}) turned.push_back(${call('row', 'col')});`,
      "std::cout << show(turned) << '\\n';",
    ],
    open: [
      '#include <iostream>',
      '#include <sstream>',
      '#include <string>',
      '',
      'template <class A, class B>',
      'std::string show(const std::pair<A, B>& p);',
      'template <class List>',
      'std::string show(const List& list);',
      'inline std::string show(int v) { return std::to_string(v); }',
      'inline std::string show(double v) {',
      '  std::ostringstream out;',
      '  out.precision(15);',
      '  out << v;',
      '  return out.str();',
      '}',
      'template <class A, class B>',
      'std::string show(const std::pair<A, B>& p) { return "(" + show(p.first) + ", " + show(p.second) + ")"; }',
      'template <class List>',
      'std::string show(const List& list) {',
      '  std::string out;',
      '  for (const auto& item : list) out += (out.empty() ? "" : ", ") + show(item);',
      '  return "[" + out + "]";',
      '}',
      '',
      'int main() {',
    ],
    close: ['}'],
    indent: '  ',
  },
  rust: {
    name: snake,
    tiles: (t) => `&[${t.map(([r, c]) => `(${r}, ${c})`).join(', ')}]`,
    level: '&level_data',
    levelLines: (r) => ['let level_data = vec![', ...r.map((l) => `    ${l},`), '];'],
    row: (c) => `vec![${rows(c)}]`,
    print: (e) => `println!("{:?}", ${e});`,
    mapRing: (ring, call) => [
      `let turned: Vec<Offset> = ${ring}.iter().map(|&(row, col)| ${call('row', 'col')}).collect();`,
      'println!("{:?}", turned);',
    ],
    open: ['fn main() {'],
    close: ['}'],
    indent: '    ',
  },
  csharp: {
    name: (fn) => `Hex.${fn[0].toUpperCase()}${fn.slice(1)}`,
    tiles: (t) => `new List<(int row, int col)> { ${t.map(([r, c]) => `(${r}, ${c})`).join(', ')} }`,
    level: 'levelData',
    levelLines: (r) => ['var levelData = new int[][]', '{', ...r.map((l) => `    ${l},`), '};'],
    row: (c) => `new[] { ${rows(c)} }`,
    print: (e) => `Console.WriteLine(Show(${e}));`,
    mapRing: (ring, call) => [
      'var turned = new List<(int row, int col)>();',
      `foreach (var tile in ${ring}) turned.Add(${call('tile.row', 'tile.col')});`,
      'Console.WriteLine(Show(turned));',
    ],
    open: [
      'public static class Example',
      '{',
      '    static string Show(double v) => v.ToString("R", System.Globalization.CultureInfo.InvariantCulture);',
      '    static string Show((int, int) p) => "(" + p.Item1 + ", " + p.Item2 + ")";',
      '    static string Show((double, double) p) => "(" + Show(p.Item1) + ", " + Show(p.Item2) + ")";',
      '    static string Show(List<(int row, int col)> list)',
      '    {',
      '        var parts = new List<string>();',
      '        foreach (var p in list) parts.Add(Show(p));',
      '        return "[" + string.Join(", ", parts) + "]";',
      '    }',
      '',
      '    public static void Main()',
      '    {',
    ],
    close: ['    }', '}'],
    indent: '        ',
  },
  gdscript: {
    name: snakeRange,
    // A GDScript tile is Vector2i(col, row).
    tiles: (t) => `[${t.map(([r, c]) => `Vector2i(${c}, ${r})`).join(', ')}]`,
    level: 'level_data',
    levelLines: (r) => ['var level_data := [', ...r.map((l) => `\t${l},`), ']'],
    row: (c) => `[${rows(c)}]`,
    print: (e) => `print(${e})`,
    mapRing: (ring, call) => [
      'var turned: Array[Vector2i] = []',
      `for tile in ${ring}:`,
      `\tturned.append(${call('tile.y', 'tile.x')})`,
      'print(turned)',
    ],
    open: ['static func example() -> void:'],
    close: [],
    indent: '\t',
  },
};

/** An argument as the language writes it. */
function arg(w: ExampleWriter, v: ExampleArg): string {
  if (typeof v === 'number') return String(v);
  if (v === 'levelData') return w.level;
  if ('axis' in v)
    return w === WRITERS.csharp || w === WRITERS.rust || w === WRITERS.cpp ? `'${v.axis}'` : `"${v.axis}"`;
  return w.tiles(v.tiles);
}

/** A float argument keeps its point in the typed languages (pixelToHex takes doubles). */
const argOf = (w: ExampleWriter, fn: string, v: ExampleArg) =>
  fn === 'pixelToHex' && typeof v === 'number' && Number.isInteger(v) && w !== WRITERS.lua && w !== WRITERS.python
    ? `${v}.0`
    : arg(w, v);

/** GDScript's tiles are Vector2i(col, row): its comments show offsets that way round. */
function gdValue(c: ExampleCall): unknown {
  if (c.fn === 'offsetToAxial' || c.fn === 'hexToPixel' || c.fn === 'distance') return c.value;
  const swap = (p: unknown) => (Array.isArray(p) ? [p[1], p[0]] : p);
  const v = c.value as unknown[];
  return Array.isArray(v[0]) ? v.map(swap) : swap(v);
}

/** The example's lines: the heading comment, levelData when the field of view reads it, then each call printed. */
export function engineExample(
  layout: CodeLayout,
  language: EngineLanguage,
  input: ExampleInput,
  words: CodeWords,
  comment: (text: string) => string[],
  inline: (text: string) => string,
): string {
  const w = WRITERS[language];
  const { board, tile } = input;
  const { tooBig, calls } = exampleCalls(layout, input);
  const body: string[] = [];
  if (calls.some((c) => c.args.includes('levelData'))) body.push(...w.levelLines(board.level.map((l) => w.row(l))));
  if (tooBig !== undefined) body.push(...comment(words.bigBoard(tooBig)));
  for (const c of calls) {
    const args = c.args.map((v) => argOf(w, c.fn, v));
    const said = inline(formatValue(language === 'gdscript' ? gdValue(c) : c.value, words.entries));
    if (c.over) {
      const ring = `${w.name('ring')}(${c.over.join(', ')})`;
      const lines = w.mapRing(ring, (row, col) => `${w.name(c.fn)}(${[row, col, ...args].join(', ')})`);
      body.push(...lines.slice(0, -1), `${lines[lines.length - 1]}  ${said}`);
    } else {
      body.push(`${w.print(`${w.name(c.fn)}(${args.join(', ')})`)}  ${said}`);
    }
  }
  return [
    ...comment(words.example(input.source, board.row[tile], board.col[tile])),
    ...w.open,
    ...body.map((l) => (l ? w.indent + l : l)),
    ...w.close,
  ].join('\n');
}

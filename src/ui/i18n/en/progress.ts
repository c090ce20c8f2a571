import type { Format } from '../format';
import type { DailyProblem } from '../../../store/dailyStore';
import type { ProgressProblem } from '../../../games/progress/file';

// The daily hex and the player's statistics, in English. English defines the shape.

/** What a shared result holds, as the share text takes it. */
export interface ResultFacts {
  readonly date: string;
  readonly won: boolean;
  readonly ms: number;
  readonly bv3s: number;
  readonly late: boolean;
  /** the solve's five fifths, as symbols (shareText.ts) */
  readonly pace: string;
  /** left, right and chord clicks */
  readonly clicks: number;
  /** a hint, the probabilities or an undo was used */
  readonly helped: boolean;
}

const progress = {
  daily: {
    button: 'Daily',
    heading: (date: string) => `Daily hex · ${date}`,
    start: 'Start on the ringed tile: it opens an area, and from there no guess is ever needed.',
    counts: 'Today’s attempt: one try counts, for your streak too.',
    late: 'Played late: it counts as played, not for the streak.',
    practice: 'Already played: this game is practice and is not counted.',
    share: 'Share result',
    shareLabel: 'Your result to share',
    closeShared: 'Close',
    copied: 'Copied to the clipboard.',
    copyFailed: 'Select the text to copy it.',
    past: 'Past dailies',
    problem: (p: DailyProblem): string =>
      p.kind === 'badDate'
        ? `“${p.value}” is not a date: a daily link ends in ?daily=YYYY-MM-DD.`
        : p.kind === 'tooEarly'
          ? `There is no daily before ${p.first}.`
          : `The daily of ${p.date} is not out yet.`,
    /** the shared result: three short lines (the link follows them), whole in a chat's preview */
    shareText: (r: ResultFacts, f: Format) =>
      `Hexlab daily ${r.date}${r.late ? ' (played late)' : ''}\n${r.won ? 'Won' : 'Lost'} · ${f.seconds(r.ms)} · ${f.number(r.bv3s, 2)} 3BV/s\n` +
      `${r.pace} ${f.plural(r.clicks, { one: '# click', other: '# clicks' })}, ${r.helped ? 'helped' : 'no help'}`,
    /** what the pace's symbols say, for the text's readers (the shared text's title) */
    paceKey: 'Each square is a fifth of the board: 🟩 quick, 🟨 steady, 🟥 slow, 💥 lost there.',
  },
  calendar: {
    heading: 'Past dailies',
    previous: 'Previous month',
    next: 'Next month',
    close: 'Close',
    won: 'won',
    lost: 'lost',
    late: 'played late',
    open: 'not played yet',
    today: 'today',
    day: (date: string, state: string) => `${date}, ${state}`,
    watch: 'Watch the replay',
    legend: 'Click a day to play its daily. A daily played after its own day counts as played late.',
  },
  stats: {
    button: 'Statistics',
    heading: 'Statistics',
    close: 'Close',
    daily: 'Daily',
    custom: 'Custom',
    category: 'Difficulty',
    played: 'Games',
    won: 'Wins',
    winRate: 'Win rate',
    best: 'Best time',
    median: 'Median time',
    bestBv3s: 'Best 3BV/s',
    streak: 'Daily streak',
    longest: 'Longest streak',
    none: 'No games yet: finish one and it shows here.',
    chartsOf: 'Charts of',
    timeChart: (what: string) => `Time of each game over time, ${what}`,
    bv3sChart: (what: string) => `3BV/s of each game over time, ${what}`,
    spreadChart: (what: string) => `How the winning times spread, ${what}`,
    timeTitle: 'Time per game',
    bv3sTitle: '3BV/s per game',
    spreadTitle: 'Winning times',
    won1: 'won',
    lost1: 'lost',
    asTable: 'Show as a table',
    asCharts: 'Show as charts',
    tableCaption: (what: string) => `Every game, ${what}`,
    date: 'Date',
    result: 'Result',
    time: 'Time',
    bv3s: '3BV/s',
    games: (n: number, f: Format) => f.plural(n, { one: '# game', other: '# games' }),
    export: 'Export statistics',
    import: 'Import statistics',
    imported: (n: number, f: Format) => `Imported ${f.plural(n, { one: '# game', other: '# games' })}.`,
    refused: (p: ProgressProblem): string =>
      p.kind === 'notJson'
        ? 'This file is not JSON: nothing was imported.'
        : p.kind === 'foreign'
          ? 'This is not a Hexlab statistics file: nothing was imported.'
          : p.kind === 'newer'
            ? `This file comes from a newer Hexlab (version ${p.version}): nothing was imported.`
            : `Game ${p.index + 1} in this file is damaged: nothing was imported.`,
    unreadable:
      'Your kept statistics could not be read. They are left as they are, and new games are not saved over them.',
  },
};

export default progress;

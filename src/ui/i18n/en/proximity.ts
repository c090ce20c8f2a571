import type { Format } from '../format';

// Proximity's texts in English: the panel, the status line, the hand, the score, the move log and the end card.

const proximity = {
  name: 'Proximity',
  boardLabel: 'Proximity board. Move with the direction keys, Enter or Space to place your tile.',
  /** seats are named by their colour (--p1..--p4), so the board, the score and the log speak the same language */
  colours: ['Blue', 'Red', 'Green', 'Gold'],
  seat: (n: number) => `Player ${n}`,
  /** "Blue (you)", "Red (computer)" or just "Green" in a hot-seat game */
  you: (colour: string) => `${colour} (you)`,
  computer: (colour: string) => `${colour} (computer)`,
  /** joins the names of tied players */
  and: ' and ',
  kinds: { human: 'Human', easy: 'Computer (easy)', hard: 'Computer (hard)' },
  tiles: (n: number, f: Format) => f.plural(n, { one: '# tile', other: '# tiles' }),

  panel: {
    players: 'Players',
    rules: 'Rules',
    ruleNames: { classic: 'Classic', p2: 'Proximity 2' },
    player: (n: number, colour: string) => `Player ${n} (${colour})`,
    seed: 'Seed',
    ruleText: {
      classic:
        'Place the tile you are dealt on any empty tile. Your neighbours gain +1; weaker enemy neighbours become yours.',
      p2: 'Choose one of your five tiles. Your neighbours gain +2; weaker enemies become yours; stronger or equal enemies lose 2.',
    },
    boardFull: 'The board full, the highest total strength wins.',
    newGame: 'New game',
    restart: 'Restart',
  },
  friend: {
    play: 'Play a friend',
    playNote:
      'Play this board with friends elsewhere, by sending each other a link after each move. No account, no server.',
    label: 'Game with a friend',
    linkLabel: 'Link to send',
    send: 'Send',
    copy: 'Copy link',
    copied: 'Copied',
    sendTitle: 'Proximity with a friend',
    sendText: 'Your turn in our Proximity game on Hexlab:',
    youAre: (colour: string) => `You are ${colour}.`,
    watching: 'You are watching: every seat is taken.',
    waitSeat: (colour: string) => `Send the link to a friend: whoever opens it takes the ${colour} seat.`,
    yourTurn: 'Your turn: place your tile, then send the link.',
    theirTurn: (colour: string) => `${colour} to move: send them the link, then wait for theirs.`,
    over: 'The game is over.',
    moves: (n: number, f: Format) => f.plural(n, { one: '# move', other: '# moves' }),
    games: 'Games with friends',
    none: 'No games with friends yet.',
    open: 'Open',
    remove: 'Delete',
    removeLabel: (n: number) => `Delete game ${n}`,
    openLabel: (n: number) => `Open game ${n}`,
    entry: (players: number, moves: string, whose: string) => `${players} players, ${moves}, ${whose}`,
    entryTurn: (colour: string) => `${colour} to play`,
    entryYours: 'your turn',
    entryOver: 'over',
  },
  status: {
    label: 'Status',
    toJoin: (colour: string) => `Waiting for ${colour} to join`,
    noFloor: 'No floor tile to play on: change the board',
    yourMove: 'Your move',
    toMove: (name: string) => `${name} to move`,
    placeATile: (who: string) => `${who} — place a tile`,
    wonShared: (names: string, top: number) => `You won, sharing first place: ${names} with ${top} each`,
    won: (top: number, rival: number) => `You won! ${top} to ${rival}`,
    lostTie: (names: string, top: number, mine: number) => `You lost: ${names} tie with ${top} each; you have ${mine}`,
    lost: (names: string, top: number, mine: number) => `You lost: ${names} wins with ${top} to your ${mine}`,
    tie: (names: string, top: number) => `Tie: ${names} with ${top} each`,
    wins: (names: string, top: number) => `${names} wins with ${top}`,
  },
  next: {
    label: 'Next tile',
    hand: (colour: string) => `${colour}'s hand`,
    places: (name: string, strength: number) => `${name} places a ${strength}`,
    chooseLabel: (name: string, n: number) => `${name}'s hand: choose a tile (keys 1 to ${n})`,
    tile: (v: number) => `Tile ${v}`,
  },
  undo: 'Undo',
  thinking: 'Computer is thinking…',
  score: 'Score',
  log: {
    heading: 'Moves',
    none: 'No moves yet.',
    label: 'Move log',
    move: (colour: string, row: number, col: number) => `${colour} at row ${row}, col ${col}`,
    captured: (n: number) => `captured ${n}`,
    reinforced: (n: number) => `reinforced ${n}`,
    weakened: (n: number) => `weakened ${n}`,
    /** The button above a long log that shows the moves before the ones listed. */
    earlier: (n: number, f: Format) =>
      f.plural(n, { one: 'Show the earlier move', other: 'Show earlier moves (# not shown)' }),
  },
  cursor: {
    wall: 'wall',
    owned: (colour: string, strength: number) => `${colour}, strength ${strength}`,
    empty: 'empty',
    captures: (n: number) => `captures ${n}`,
    reinforces: (n: number) => `reinforces ${n}`,
    weakens: (n: number) => `weakens ${n}`,
    placing: (effects: string) => `empty; placing here ${effects}`,
  },
  end: {
    won: 'You won',
    lost: 'You lost',
    over: (names: string, tie: boolean): string => (tie ? 'A tie' : `${names} wins`),
    scores: 'Final scores',
    winner: (names: string) => `Winner: ${names}`,
    tie: (names: string) => `Shared first place: ${names}`,
    winnerMark: 'winner',
    newGame: 'New game',
    rematch: 'Rematch',
    rematchNote: 'Rematch deals the same tiles to the same seats; New game deals new ones.',
  },
};

export default proximity;

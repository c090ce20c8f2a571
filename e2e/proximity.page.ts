// Page object for Proximity: setup panel, status, next tile, score and the board's owner/strength hooks (CONTRACT.md).
import { expect, type Locator, type Page } from '@playwright/test';
import { BoardPage } from './pages';

export type SeatLabel = 'Human' | 'Computer (easy)' | 'Computer (hard)';

export interface OwnedTile {
  row: number;
  col: number;
  owner: number;
  strength: number;
}

export class ProximityPage extends BoardPage {
  readonly status: Locator;
  readonly nextTile: Locator;
  readonly score: Locator;
  constructor(page: Page) {
    super(page);
    this.status = page.getByTestId('game-status');
    this.nextTile = page.getByTestId('next-tile');
    this.score = page.getByTestId('score');
  }

  /** Open the app in Proximity mode, optionally on a rows x cols rectangle. */
  async start(size?: { rows: number; cols: number }) {
    await this.open();
    await this.mode('Proximity');
    if (size) await this.rectangle(size.rows, size.cols);
  }

  async seat(player: number, kind: SeatLabel) {
    await this.page.getByLabel(`Player ${player}`).selectOption({ label: kind });
  }

  async seed(seed: number) {
    await this.page.getByLabel('Seed').fill(String(seed));
  }

  async newGame() {
    await this.page.getByRole('button', { name: 'New game' }).click();
  }

  emptyTiles(): Locator {
    return this.svg.locator('polygon[data-kind="floor"]:not([data-owner])');
  }

  tileAt(row: number, col: number): Locator {
    return this.tile(row, col);
  }

  /** Wait until the person (this player number) may move, or the game has ended; true when it is their move. */
  async waitForTurn(player: number): Promise<boolean> {
    await expect
      .poll(
        async () => {
          const status = await this.status.getAttribute('data-status');
          if (status === 'won' || status === 'lost' || status === 'over') return 'end';
          return (await this.nextTile.getAttribute('data-player')) === String(player) ? 'turn' : 'wait';
        },
        { timeout: 15_000 },
      )
      .not.toBe('wait');
    const status = await this.status.getAttribute('data-status');
    return status === 'ready' || status === 'playing';
  }

  /** Every taken tile, read from the DOM. */
  async owned(): Promise<OwnedTile[]> {
    return this.svg.locator('polygon[data-owner]').evaluateAll((els) =>
      els.map((el) => ({
        row: Number(el.getAttribute('data-row')),
        col: Number(el.getAttribute('data-col')),
        owner: Number(el.getAttribute('data-owner')),
        strength: Number(el.getAttribute('data-strength')),
      })),
    );
  }

  /** The score entries: player number -> total. */
  async totals(): Promise<Map<number, number>> {
    const entries = await this.score
      .locator('[data-player][data-total]')
      .evaluateAll((els) =>
        els.map(
          (el) => [Number(el.getAttribute('data-player')), Number(el.getAttribute('data-total'))] as [number, number],
        ),
      );
    return new Map(entries);
  }
}

// The Lab's guide cards as a user sees them: names and neighbour steps, the origin, intersecting ranges, map
// storage, geometry, the four kinds' sizes and the greedy pathfinder's row.
import { test, expect } from './fixtures';
import { LabPage } from './lab.page';

test('hovering a tile shows the neighbour steps for its row’s parity, the tutorial’s word for it and Proximity’s helpers', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.openLab();
  const card = page.getByTestId('names-card');
  await expect(card).toContainText('offset “odd-r”');
  for (const [row, parity, word, northEast] of [
    [4, 'even', 'odd', '-1,0'],
    [5, 'odd', 'even', '-1,1'],
  ] as const) {
    await lab.hover(row, 5);
    await expect(page.getByTestId('names-tile')).toHaveAttribute('data-parity', parity);
    await expect(page.getByTestId('names-tile')).toContainText(`row ${row}, column 5`);
    await expect(card.locator('tr[data-direction="north-east"]')).toHaveAttribute('data-step', northEast);
    await expect(page.getByTestId('tutorial-words')).toHaveAttribute('data-word', word);
    // Every step lands on a tile the board marks as the hovered tile's neighbour.
    for (const step of await card.locator('tr[data-step]').evaluateAll((els) => els.map((e) => e.getAttribute('data-step') ?? ''))) {
      const [dr, dc] = step.split(',').map(Number);
      await expect(lab.tile(row + dr, 5 + dc)).toHaveAttribute('data-neighbor', /.*/);
    }
  }
  await expect(page.getByTestId('tutorial-words')).toContainText('its layout code (odd offset) shifts the odd rows');

  await lab.offset('Even');
  await lab.hover(5, 5);
  await expect(page.getByTestId('tutorial-words')).toHaveAttribute('data-word', 'odd');
  await expect(page.getByTestId('tutorial-words')).toContainText('its words match its code');

  await expect(card.getByRole('columnheader', { name: 'Proximity helper' })).toHaveCount(0);
  await lab.orientation('Vertical');
  await lab.labels('interlaced');
  await lab.hover(5, 4);
  await expect(card.locator('tr[data-direction="north"]')).toHaveAttribute('data-helper', 'topOf');
  await expect(card.locator('tr[data-direction="south-west"]')).toHaveAttribute('data-helper', 'bottomLeftOf');
  await expect(card).toContainText('pointy top'.replace('pointy', 'flat'));
});

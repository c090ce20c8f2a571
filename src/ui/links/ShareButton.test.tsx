// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShareButton } from './ShareButton';
import { SharePopover } from './SharePopover';

afterEach(cleanup);

describe('when the player shares what is on screen', () => {
  it('opens the popover with the link on a press of Share (its code arrives after the first screen)', async () => {
    render(<ShareButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const field = (await screen.findByRole('textbox', { name: 'Share link' })) as HTMLInputElement;
    await waitFor(() => expect(field.value).toMatch(/\?v=1&/));
  });

  it('offers Copy only once the link is in the field (the link codec arrives after the popover opens)', async () => {
    render(<SharePopover id="share" onClose={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'Share link' }) as HTMLInputElement;
    const copy = screen.getByRole('button', { name: 'Copy' }) as HTMLButtonElement;
    expect(field.value).toBe('');
    expect(copy.disabled).toBe(true);
    await waitFor(() => expect(field.value).toMatch(/\?v=1&/));
    expect(copy.disabled).toBe(false);
  });
});

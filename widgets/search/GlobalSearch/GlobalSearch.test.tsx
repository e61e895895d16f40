import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GlobalSearch } from './GlobalSearch';
import { createFakeFetch, type FakeReply } from '../../core/testing/fakeFetch';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { globalSearchResults, globalSearchRoutes } from '../../../stories/fixtures/globalSearch';

const SEARCH = 'POST /api/company/SearchCompany';

function renderSearch(routes: Record<string, FakeReply> = globalSearchRoutes('loaded')) {
  const fake = createFakeFetch(routes);
  const navigate = vi.fn();
  const result = renderWithInsights(
    <>
      <button type="button">elsewhere</button>
      <GlobalSearch />
    </>,
    { fetch: fake.fetch, navigate },
  );
  const bodies = () => Promise.all(fake.calls.filter((c) => `${c.method} ${new URL(c.url).pathname}` === SEARCH).map((c) => c.clone().json()));
  return { ...result, fake, navigate, bodies, box: screen.getByRole('combobox', { name: 'Find a company' }) };
}

describe('GlobalSearch', () => {
  it('Ctrl+K and ⌘K from anywhere focus the field', async () => {
    const { box } = renderSearch();
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(document.activeElement).toBe(box);
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    fireEvent.keyDown(document.body, { key: 'K', metaKey: true });
    expect(document.activeElement).toBe(box);
    // Ctrl+Shift+K is not the shortcut.
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    fireEvent.keyDown(document.body, { key: 'K', ctrlKey: true, shiftKey: true });
    expect(document.activeElement).not.toBe(box);
  });

  it('asks once typing pauses, for at most ten rows, and shows name, type and license count', async () => {
    const { box, bodies } = renderSearch();
    await userEvent.type(box, 'north');
    const list = await screen.findByRole('listbox', { name: 'Companies' });
    expect(await bodies()).toEqual([{ Search: 'north', Limit: 10 }]);
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(globalSearchResults.length);
    expect(options[0].textContent).toContain('Northwind Energy LLC');
    expect(options[0].textContent).toContain('Supplier');
    expect(options[0].textContent).toContain('3 licenses');
    expect(options[4].textContent).toContain('Domain northlonestar.com');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
  });

  it('arrows move the highlight (wrapping), Enter opens the highlighted company, Escape closes', async () => {
    const { box, navigate } = renderSearch();
    await userEvent.type(box, 'north');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[2].getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2].id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(options[4].getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('north');
    // Escape again clears the text.
    await userEvent.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('');

    await userEvent.type(box, 'north');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(navigate).toHaveBeenCalledWith(`/companies/${globalSearchResults[1].id}`);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Enter pressed before the results for the text arrive opens the best match once they do', async () => {
    const { box, navigate } = renderSearch({ [SEARCH]: { body: { data: { data: globalSearchResults } }, delayMs: 400 } });
    // Typed and Enter at once: the search has not even been asked yet (it waits for typing to pause).
    await userEvent.type(box, 'north{Enter}');
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/companies/${globalSearchResults[0].id}`), { timeout: 3000 });
    // go() navigates in the same effect that asks for the field to clear; the cleared field is the next commit.
    await waitFor(() => expect((box as HTMLInputElement).value).toBe(''));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('a pending Enter is forgotten when the text changes or the list closes before the results arrive', async () => {
    const { box, navigate } = renderSearch({ [SEARCH]: { body: { data: { data: globalSearchResults } }, delayMs: 300 } });
    await userEvent.type(box, 'north{Enter}x');
    expect(await screen.findByRole('listbox', {}, { timeout: 3000 })).toBeTruthy();
    await userEvent.clear(box);
    await userEvent.type(box, 'star{Enter}{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a click on a result opens it', async () => {
    const { box, navigate } = renderSearch();
    await userEvent.type(box, 'north');
    await userEvent.click(await screen.findByRole('option', { name: /North Star Power LP/ }));
    expect(navigate).toHaveBeenCalledWith(`/companies/${globalSearchResults[1].id}`);
  });

  it("says 'No data found' when nothing matches, and Enter then opens nothing", async () => {
    const { box, navigate } = renderSearch(globalSearchRoutes('empty'));
    await userEvent.type(box, 'zzq');
    expect(await screen.findByText('No data found')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows the server's message and asks again on 'Try again'", async () => {
    const { box, bodies } = renderSearch(globalSearchRoutes('error'));
    await userEvent.type(box, 'north');
    expect(await screen.findByText('The company database is temporarily unavailable.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await bodies()).toHaveLength(2));
  });

  it('asks nothing for blank text', async () => {
    const { box, fake } = renderSearch();
    await userEvent.type(box, '   ');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.calls).toHaveLength(0);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

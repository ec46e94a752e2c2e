import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdSearchForm, FILTERS_HINT } from './AdSearchForm';
import { type FinderSearch, type FinderTab, NO_FINDER_SEARCH } from './finderSearch';

// The search form: what it asks, the server's rules checked before a search goes into the
// address (errors under their fields, the first one focused), and the address's search shown
// again after Back.

function renderForm(tab: FinderTab = 'team', search: FinderSearch = NO_FINDER_SEARCH) {
  const onSearch = vi.fn();
  const view = render(<AdSearchForm search={search} tab={tab} onSearch={onSearch} />);
  const rerender = (next: FinderSearch) =>
    view.rerender(<AdSearchForm search={next} tab={tab} onSearch={onSearch} />);
  return { onSearch, rerender };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const search = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));

describe('AdSearchForm', () => {
  afterEach(cleanup);

  it('asks for a keyword, a brand, a country, a platform and the days the ads ran', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Search ads' })).toBeTruthy();
    expect(field('Keyword').maxLength).toBe(100);
    expect(field('Brand').placeholder).toBe('Brand name or Facebook page id');
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(country.value).toBe('ALL');
    expect(country.selectedOptions[0]?.textContent).toBe('All countries');
    const platform = screen.getByLabelText('Platform') as HTMLSelectElement;
    expect(platform.selectedOptions[0]?.textContent).toBe('Any platform');
    expect([...platform.options].map((option) => option.textContent)).toContain('Audience Network');
    expect(field('Running from').type).toBe('date');
    expect(field('Running to').type).toBe('date');
    expect(screen.getByText(FILTERS_HINT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('searches with what was entered', () => {
    const { onSearch } = renderForm();
    fireEvent.change(field('Keyword'), { target: { value: 'cold brew' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'GB' } });
    fireEvent.change(field('Running from'), { target: { value: '2026-11-01' } });
    search();
    expect(onSearch).toHaveBeenCalledWith({
      ...NO_FINDER_SEARCH,
      keyword: 'cold brew',
      country: 'GB',
      from: '2026-11-01',
    });
  });

  it('needs a keyword or a brand to search Meta’s Ad Library', () => {
    const { onSearch } = renderForm('meta');
    search();
    expect(onSearch).not.toHaveBeenCalled();
    const keyword = field('Keyword');
    expect(document.activeElement).toBe(keyword);
    expect(keyword.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Enter a keyword or a brand to search Meta’s Ad Library.');
    expect(keyword.getAttribute('aria-describedby')).toContain(error.id);
    // A brand is enough; typing one clears the error.
    fireEvent.change(field('Brand'), { target: { value: '104983712345' } });
    expect(keyword.getAttribute('aria-invalid')).toBeNull();
    search();
    expect(onSearch).toHaveBeenCalledWith({ ...NO_FINDER_SEARCH, brand: '104983712345' });
  });

  it('refuses an end date before the start date, and terms over 100 characters', () => {
    const { onSearch } = renderForm();
    fireEvent.change(field('Running from'), { target: { value: '2026-11-05' } });
    fireEvent.change(field('Running to'), { target: { value: '2026-11-01' } });
    search();
    expect(onSearch).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field('Running to'));
    expect(screen.getByText('The end date is before the start date.')).toBeTruthy();

    fireEvent.change(field('Running to'), { target: { value: '2026-11-09' } });
    fireEvent.change(field('Brand'), { target: { value: 'b'.repeat(101) } });
    search();
    expect(onSearch).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field('Brand'));
    expect(screen.getByText('The brand can be at most 100 characters.')).toBeTruthy();
  });

  it('shows the address’s search again (Back), and clears it', () => {
    const { onSearch, rerender } = renderForm('team', { ...NO_FINDER_SEARCH, keyword: 'coffee' });
    expect(field('Keyword').value).toBe('coffee');
    fireEvent.change(field('Keyword'), { target: { value: 'tea' } });
    rerender({ ...NO_FINDER_SEARCH, brand: 'Northwind' });
    expect(field('Keyword').value).toBe('');
    expect(field('Brand').value).toBe('Northwind');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenCalledWith(NO_FINDER_SEARCH);
  });
});

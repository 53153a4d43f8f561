import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import BlogListPage from './blog-list-page';

function CurrentQuery() {
  return <output data-testid="query">{useLocation().search}</output>;
}

function renderList(entry = '/blog') {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/blog"
          element={
            <>
              <BlogListPage />
              <CurrentQuery />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const cardTitles = () => screen.queryAllByTestId('post-card').map((card) => within(card).getByRole('heading').textContent);

describe('the blog list', () => {
  it('shows the featured article apart from the grid of the others', () => {
    renderList();
    expect(within(screen.getByTestId('featured-post')).getByRole('heading')).toHaveTextContent(
      'How Smart Minibars Increase Revenue for Short-Term Rentals',
    );
    expect(cardTitles()).toHaveLength(4);
  });

  it('filters by category through the URL query', async () => {
    renderList();
    await userEvent.click(screen.getByRole('link', { name: 'Business Tips category' }));
    expect(screen.getByTestId('query')).toHaveTextContent('?category=Business+Tips');
    expect(screen.getByRole('link', { name: 'Business Tips category' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByTestId('featured-post')).not.toBeInTheDocument();
    expect(cardTitles()).toEqual(['How to Price Convenience Items for Maximum Profit']);
  });

  it('shows the empty state for a search without matches, and Reset Filters restores the full list', async () => {
    renderList('/blog?category=Tutorials');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'zebra');
    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search or filter to find what you're looking for.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Reset Filters' }));
    expect(screen.getByTestId('query')).toBeEmptyDOMElement();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    expect(screen.getByRole('link', { name: 'All categories' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('featured-post')).toBeInTheDocument();
  });

  it('shows the All view for an unknown category in the URL', () => {
    renderList('/blog?category=%3Cscript%3E');
    expect(screen.getByRole('link', { name: 'All categories' })).toHaveAttribute('aria-current', 'true');
    expect(cardTitles()).toHaveLength(4);
  });

  it('names the search box and each category chip so that they make sense read alone', () => {
    renderList();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toBeInTheDocument();
    const chips = within(screen.getByRole('group', { name: 'Category' })).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'All categories',
      'Property Management category',
      'Rideshare category',
      'Guest Experience category',
      'Tutorials category',
      'Business Tips category',
    ]);
    expect(screen.getByRole('link', { name: 'Rideshare category' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Rideshare category' })).toHaveAttribute('href', '/blog?category=Rideshare');
  });
});

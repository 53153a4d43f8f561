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
        <Route path="/blog" element={<><BlogListPage /><CurrentQuery /></>} />
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
    await userEvent.click(screen.getByRole('button', { name: 'Business Tips' }));
    expect(screen.getByTestId('query')).toHaveTextContent('?category=Business+Tips');
    expect(screen.getByRole('button', { name: 'Business Tips' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('featured-post')).not.toBeInTheDocument();
    expect(cardTitles()).toEqual(['How to Price Convenience Items for Maximum Profit']);
  });

  it('shows the empty state for a search without matches, and Reset Filters restores the full list', async () => {
    renderList('/blog?category=Tutorials');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'zebra');
    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search or filter to find what you're looking for.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(screen.getByTestId('query')).toBeEmptyDOMElement();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('featured-post')).toBeInTheDocument();
  });

  it('shows the All view for an unknown category in the URL', () => {
    renderList('/blog?category=%3Cscript%3E');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toHaveLength(4);
  });
});

/** English messages of the shoppers' search page and the dropdown's last row; spread into en.ts. */
export const enSearch = {
  'search.seeAll.one': 'See 1 result',
  'search.seeAll.other': 'See all {count} results',
  'searchPage.title': 'Search results for “{query}”',
  'searchPage.crumb': 'Search',
  'searchPage.bestMatch': 'Best match',
  'searchPage.empty': 'No products found for “{query}”. Check the spelling or try fewer words.',
  'searchPage.prompt': 'Type what you are looking for in the search box above.',
} as const;

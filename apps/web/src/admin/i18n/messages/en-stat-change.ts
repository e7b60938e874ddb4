/** How a stat card says a change that a percent cannot: none, or from nothing. */
export const enAdminStatChange = {
  'stat.noChange': 'No change',
  'stat.noChangeLabel': 'No change compared with last month',
  'stat.new': 'New',
  'stat.newLabel': 'New: nothing last month',
} as const;

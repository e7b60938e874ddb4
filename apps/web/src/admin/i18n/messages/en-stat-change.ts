/** How a stat card says a change that a percent cannot (issue 31): none, or from nothing. */
export const enAdminStatChange = {
  'stat.noChange': 'No change',
  'stat.noChangeLabel': 'No change compared with last month',
  'stat.new': 'New',
  'stat.newLabel': 'New: nothing last month',
} as const;

/** Stock per variant: the product form's grid, the Low stock page and the dashboard's figures. */
export const enAdminStock = {
  // The product form's grid
  'stock.title': 'Colour and size variants',
  'stock.hint':
    'A row per colour, a column per size. Until you change a cell, the Stock above is shared out as shown. Leave a SKU blank for the automatic one.',
  'stock.fromGrid': 'The total of the stock grid below.',
  'stock.needsColor': 'Add a colour to set the stock of each colour and size.',
  'stock.caption': 'Units and SKU of each colour and size',
  'stock.colorHeader': 'Colour',
  'stock.cellLabel': 'Units of {color}, size {size}',
  'stock.skuLabel': 'SKU of {color}, size {size}',
  'stock.skuAuto': 'Automatic',
  'stock.setAllLabel': 'Units for every colour and size',
  'stock.setAll': 'Set all',
  'stock.setAllTo': 'Set all to {count}',
  'stock.total': 'Total stock: {count}',

  'nav.lowStock': 'Low stock',

  // Manage Product's badge
  'stock.lowBadge': 'Low',
  'stock.lowBadgeTitle': 'A colour and size is at {threshold} or fewer',

  // The Low stock page
  'lowStock.title': 'Low stock',
  'lowStock.description.one': '1 variant at {threshold} or fewer, lowest first',
  'lowStock.description.other': '{count} variants at {threshold} or fewer, lowest first',
  'lowStock.thresholdLabel': 'Show variants at or under',
  'lowStock.apply': 'Show',
  'lowStock.tableLabel': 'Variants at or under the threshold, lowest stock first',
  'lowStock.col.product': 'Product',
  'lowStock.col.variant': 'Colour and size',
  'lowStock.col.sku': 'SKU',
  'lowStock.col.stock': 'Stock',
  'lowStock.variant': '{color} · {size}',
  'lowStock.soldOut': 'Sold out',
  'lowStock.left': '{count} left',
  'lowStock.empty': 'No variant is at or under this threshold.',
  'lowStock.fetchError': 'Failed to fetch low stock',
  'lowStock.thresholdError': 'Enter a whole number from 0 to 1000.',

  // The dashboard
  'dashboard.stockTitle': 'Stock',
  'dashboard.lowVariants.one': '1 variant low on stock',
  'dashboard.lowVariants.other': '{count} variants low on stock',
  'dashboard.soldOutVariants.one': '1 variant sold out',
  'dashboard.soldOutVariants.other': '{count} variants sold out',
  'dashboard.stockLink': 'See low stock',
} as const;

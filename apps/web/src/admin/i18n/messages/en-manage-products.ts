/** Manage Product's filters, sort, page size and bulk actions. */
export const enAdminManageProducts = {
  'productList.filtersLabel': 'Filter and sort products',
  'productList.gender': 'Gender',
  'productList.gender.all': 'All genders',
  'productList.gender.men': 'Men',
  'productList.gender.women': 'Women',
  'productList.gender.kids': 'Kids',
  'productList.gender.others': 'Others',
  'productList.category': 'Category',
  'productList.category.all': 'All categories',
  'productList.stock': 'Stock',
  'productList.stock.all': 'Any stock',
  'productList.stock.in': 'In stock',
  'productList.stock.low': 'Low stock',
  'productList.stock.out': 'Out of stock',
  'productList.sort': 'Sort by',
  'productList.sort.newest': 'Newest first',
  'productList.sort.name': 'Name, A to Z',
  'productList.sort.price-asc': 'Price, low to high',
  'productList.sort.price-desc': 'Price, high to low',
  'productList.sort.stock-asc': 'Stock, lowest first',
  'productList.sort.stock-desc': 'Stock, highest first',
  'productList.size': 'Per page',
  'productList.tableSorted': 'Products, {sort}',
  'productList.clearFilters': 'Clear filters',
  'productList.stockState.in': 'In stock',
  'productList.stockState.low': 'Low stock',
  'productList.stockState.out': 'Out of stock',

  // Choosing rows
  'productList.col.select': 'Select',
  'productList.selectAll': 'Select every product on this page',
  'productList.selectRow': 'Select {name}',
  'productList.selected.one': '1 selected',
  'productList.selected.other': '{count} selected',
  'productList.bulkLabel': 'Actions on the selected products',
  'productList.clearSelection': 'Clear selection',
  'productList.bulkDiscount': 'Set discount',
  'productList.bulkPrice': 'Change price',
  'productList.bulkDelete': 'Delete',

  // Set a discount
  'productList.discountTitle': 'Set a discount',
  'productList.discountMessage.one':
    'Set one discount on 1 product: its price becomes its original price less the discount.',
  'productList.discountMessage.other':
    'Set one discount on {count} products: each price becomes its original price less the discount.',
  'productList.discountLabel': 'Discount (%)',
  'productList.discountHint': 'A whole number from 0 to 99. 0 ends the discount.',
  'productList.discountError': 'Enter a whole number from 0 to 99.',
  'productList.discountApply': 'Apply discount',
  'productList.discounted.one': 'Discount set on 1 product',
  'productList.discounted.other': 'Discount set on {count} products',

  // Change the price by a percentage
  'productList.priceTitle': 'Change prices by a percentage',
  'productList.priceMessage.one': 'Raise or lower the price of 1 product.',
  'productList.priceMessage.other': 'Raise or lower the prices of {count} products.',
  'productList.priceDirection': 'Direction',
  'productList.priceUp': 'Raise',
  'productList.priceDown': 'Lower',
  'productList.pricePercent': 'Percentage (%)',
  'productList.priceHint':
    'Original prices move with the prices, so discounts stay as they are. Amounts round to the nearest fils and no price goes below AED 0.01.',
  'productList.priceErrorUp': 'Enter a whole number from 1 to 1000.',
  'productList.priceErrorDown': 'Enter a whole number from 1 to 99.',
  'productList.priceApply': 'Change prices',
  'productList.repriced.one': 'Price changed on 1 product',
  'productList.repriced.other': 'Prices changed on {count} products',

  // Delete
  'productList.deleteTitle': 'Delete products',
  'productList.deleteQuestion.one': 'Are you sure you want to delete 1 product?',
  'productList.deleteQuestion.other': 'Are you sure you want to delete {count} products?',
  'productList.deleteApply': 'Delete products',
  'productList.deleted.one': '1 product deleted',
  'productList.deleted.other': '{count} products deleted',
  'productList.bulkFailed': 'Nothing was changed. Please try again.',

  // A bulk action's preview, and a discount that would raise prices
  'productList.previewCaption': 'Prices now and after',
  'productList.previewProduct': 'Product',
  'productList.previewNow': 'Now',
  'productList.previewAfter': 'After',
  'productList.previewTooHigh': 'Over the highest price allowed',
  'productList.previewRises': '(price rises)',
  'productList.previewSkipped': '(left out: its price would rise)',
  'productList.risesWarning.one':
    'A discount is taken off the original price, so this one would raise the price of 1 product. It is left out unless you tick the box below.',
  'productList.risesWarning.other':
    'A discount is taken off the original price, so this one would raise the prices of {count} products. They are left out unless you tick the box below.',
  'productList.raiseToo.one': 'Raise this price too',
  'productList.raiseToo.other': 'Raise these {count} prices too',
  'productList.allWouldRise':
    'Every chosen price would rise. Tick the box to raise them, or enter a larger discount.',
  'productList.vatExcluded': 'These prices are without VAT: shoppers see each with 5% VAT added.',
  'productList.vatIncluded': 'These prices include VAT: shoppers see them as they are.',
} as const;

/** The import and export page (/admin/import-export) and Manage Orders' export button. */
export const enAdminImportExport = {
  'nav.importExport': 'Import & export',
  'importExport.title': 'Import & export',
  'importExport.description':
    'Download the catalogue or the orders as CSV, and load a catalogue back from a CSV file.',
  'importExport.exportTitle': 'Export products',
  'importExport.exportHint':
    'One row per variant (colour and size): product id, names, brand, category, gender, prices in AED, discount, descriptions, colour, size, SKU, stock and image addresses. Edit it in a spreadsheet and import it back.',
  'importExport.downloadProducts': 'Download products CSV',
  'importExport.importTitle': 'Import products',
  'importExport.importHint':
    'A CSV in the export’s shape. Rows with a product id update that product; rows without one add a new product. Every row is checked first: if any row has a problem, nothing is imported and each problem is listed by line.',
  'importExport.fileLabel': 'CSV file',
  'importExport.importButton': 'Import',
  'importExport.chooseFile': 'Choose a CSV file to import.',
  'importExport.uploadFailed': 'The file could not be sent. Please try again.',
  // The counts are filled in by their plural forms below: '1 row', '2 products added'.
  'importExport.imported': 'Imported {rows}: {created}, {updated} updated, {unchanged} unchanged.',
  'importExport.rows.one': '1 row',
  'importExport.rows.other': '{count} rows',
  'importExport.created.one': '1 product added',
  'importExport.created.other': '{count} products added',
  'importExport.errorsLabel': 'Problems in the file',
  'importExport.line': 'Line',
  'importExport.column': 'Column',
  'importExport.problem': 'Problem',
  'importExport.ordersTitle': 'Export orders',
  'importExport.ordersHint':
    'The orders Manage Orders lists for the chosen status and date, newest first.',
  'importExport.downloadOrders': 'Download orders CSV',
  'importExport.exportCsv': 'Export CSV',
  'importExport.downloadFailed': 'The download failed. Please try again.',
} as const;

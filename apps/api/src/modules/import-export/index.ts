export { importExportRoutes } from './import-export-routes';

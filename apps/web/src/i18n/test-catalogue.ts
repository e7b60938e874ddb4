// Unit tests call `t` without a page to load the catalogue first: English is there from the start.
import { registerCatalogue } from './index';
import { en } from './messages/en';

registerCatalogue('en', en);

// The English pages' entry script (index.html): the app with the English catalogue.
import { en } from './i18n/messages/en';
import { start } from './start';

void start('en', en);

// The Arabic pages' entry script (ar.html, served under /ar): the app with the Arabic catalogue.
import { ar } from './i18n/messages/ar';
import { start } from './start';

void start('ar', ar);

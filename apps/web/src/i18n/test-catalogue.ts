// Unit tests call `t` without an entry script to bring a catalogue: English is there from the start.
import { registerCatalogue } from './index';
import { en } from './messages/en';

registerCatalogue('en', en);

import { PLURAL_FORMS, placeholdersOf, type Catalogue } from './message-format';

const pluralForm = new RegExp(`^(.+)\\.(${PLURAL_FORMS.join('|')})$`);

/** The `.other` key a plural form belongs to, when the English has it. */
function pluralOther(key: string, english: Catalogue): string | undefined {
  const base = pluralForm.exec(key)?.[1];
  return base !== undefined && `${base}.other` in english ? `${base}.other` : undefined;
}

/**
 * What keeps `arabic` from translating `english` completely, one line a problem (none when it
 * does): a key without Arabic text, a text whose placeholders differ from the English, a key
 * the English lacks. A plural form (`x.one`, `x.two`, `x.few`...) may leave out the count it
 * spells in words ('منتج واحد'), and Arabic may add forms English has no use for, filled only
 * with the names of the English `.other`.
 */
export function catalogueProblems(english: Catalogue, arabic: Catalogue): string[] {
  const problems: string[] = [];
  for (const [key, en] of Object.entries(english)) {
    const ar = arabic[key];
    if (!en.trim()) problems.push(`${key}: no English text`);
    if (ar === undefined || !ar.trim()) {
      problems.push(`${key}: no Arabic text`);
      continue;
    }
    const want = placeholdersOf(en);
    const have = placeholdersOf(ar);
    const fits = pluralOther(key, english)
      ? have.every((name) => want.includes(name))
      : have.join() === want.join();
    if (!fits)
      problems.push(`${key}: Arabic fills {${have.join('}, {')}}, English {${want.join('}, {')}}`);
  }
  for (const [key, ar] of Object.entries(arabic)) {
    if (key in english) continue;
    const other = pluralOther(key, english);
    if (!other) problems.push(`${key}: Arabic only`);
    else if (
      !placeholdersOf(ar).every((name) => placeholdersOf(english[other] ?? '').includes(name))
    )
      problems.push(`${key}: Arabic fills a name ${other} does not`);
  }
  return problems;
}

import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { aboutMessages, aboutText } from './about-messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the About page text', () => {
  it('has Arabic for every English line, with the same placeholders', () => {
    for (const [key, english] of Object.entries(aboutMessages.en)) {
      const arabic = aboutMessages.ar[key as keyof typeof aboutMessages.en];
      expect(arabic, key).toBeTruthy();
      expect(placeholders(arabic), key).toEqual(placeholders(english));
    }
  });

  it('follows the page language', () => {
    setLocale('ar');
    expect(aboutText('about.title')).toBe(aboutMessages.ar['about.title']);
    setLocale('en');
    expect(aboutText('about.title')).toBe(aboutMessages.en['about.title']);
  });
});

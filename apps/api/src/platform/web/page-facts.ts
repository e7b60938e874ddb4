import { arabicCatalogueWord, pathInLocale, type StoreLocale } from '@store/domain';
import { mediaKeyFromPath, shareImagePath } from '../media';
import { HEAD_TEXT } from './head-text';

/** What every part of a page's head needs: its language, the store's origin and media address. */
export class PageFacts {
  readonly text;
  constructor(
    readonly locale: StoreLocale,
    readonly origin: string,
    /** MEDIA_BASE_URL as the answers' image addresses start with it. */
    readonly mediaBaseUrl: string,
  ) {
    this.text = HEAD_TEXT[locale];
  }
  /** The absolute address of an English path in this page's language. */
  url(path: string): string {
    return this.origin + pathInLocale(path, this.locale);
  }
  absolute(src: string): string {
    try {
      return new URL(src, `${this.origin}/`).href;
    } catch {
      return '';
    }
  }
  /**
   * A shared link's picture: a stored image as the store's JPEG of it (share-image-routes.ts),
   * which every app that shows link previews reads; anything else at its own address.
   */
  shareImage(src: string | undefined): string | undefined {
    if (!src) return undefined;
    const key = mediaKeyFromPath(this.mediaBaseUrl, src);
    return key ? this.origin + shareImagePath(key) : this.absolute(src);
  }
  home() {
    return { name: this.text.home, url: this.url('/') };
  }
  /** A category or subcategory name in this page's language (decision 52); addresses keep it. */
  word(name: string): string {
    return this.locale === 'ar' ? arabicCatalogueWord(name) : name;
  }
}

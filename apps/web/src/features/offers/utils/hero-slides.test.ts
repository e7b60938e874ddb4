import { describe, expect, it } from 'vitest';

import type { Offer } from '@store/domain/contract';
import { heroSlides } from './hero-slides';

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  _id: 'o1',
  title: 'Summer Sale',
  description: 'Light linens.',
  titleAr: null,
  descriptionAr: null,
  discountText: 'Up to 50% OFF',
  imageUrl: '/media/seed/offer-summer.webp',
  link: null,
  productIds: [],
  promotionId: null,
  ...overrides,
});

describe('heroSlides', () => {
  it('makes one slide per offer, leading to the offer', () => {
    const [slide] = heroSlides([offer()], false);
    expect(slide).toMatchObject({
      tone: 'offer',
      title: 'Summer Sale',
      discountText: 'Up to 50% OFF',
      href: '/offers/o1',
      image: { src: '/media/seed/offer-summer.webp' },
    });
  });

  it('cuts titles at 50 and descriptions at 120 characters with an ellipsis', () => {
    const [slide] = heroSlides(
      [offer({ title: 'T'.repeat(60), description: 'D'.repeat(130) })],
      false,
    );
    expect(slide?.title).toBe(`${'T'.repeat(50)}...`);
    expect(slide?.description).toBe(`${'D'.repeat(120)}...`);
  });

  it("shows the default '30% OFF' slide when there are no offers", () => {
    const slides = heroSlides([], false);
    expect(slides).toHaveLength(1);
    expect(slides[0]).toMatchObject({ tone: 'default', discountText: '30% OFF' });
  });

  it('shows the error slide when the offers failed to load', () => {
    expect(heroSlides(undefined, true)).toEqual([
      {
        key: 'error',
        tone: 'error',
        title: 'Error loading offers!',
        description: 'Please try again later',
      },
    ]);
  });
});

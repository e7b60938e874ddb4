import { describe, expect, it } from 'vitest';
import { jsonLdScript, productStructuredData, type PageProduct } from './structured-data';

const scarf: PageProduct = {
  _id: 'p1',
  productid: 'SCARF-1',
  name: 'Silk Shayla',
  nameAr: null,
  brand: 'Noor',
  description: 'A silk shayla.',
  descriptionAr: null,
  priceWithVat: 89.25,
  stock: 0,
  colors: ['Sand'],
  sizes: ['One Size'],
  colorImages: { Sand: ['/media/s.webp'] },
  defaultImg: '/media/s.webp',
  variants: [{ color: 'Sand', size: 'One Size', sku: 'SCARF-1-SAND', stock: 0 }],
  gender: 'women',
  category: 'Scarves',
};

describe('structured data', () => {
  it('writes a product of one variant as a Product with one offer', () => {
    const data = productStructuredData({
      product: scarf,
      name: scarf.name,
      description: scarf.description,
      url: 'https://shop.example/product/view/p1',
      images: ['https://shop.example/media/s.webp'],
      absolute: (src) => `https://shop.example${src}`,
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: 'SCARF-1-SAND',
      offers: {
        price: '89.25',
        priceCurrency: 'AED',
        availability: 'https://schema.org/OutOfStock',
      },
    });
  });

  it('keeps a name from ending its script element, and reads back the same', () => {
    const name = 'a </script><b>&\u2028';
    const script = jsonLdScript({ name });
    const json = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name });
  });
});

import type { AdminProduct } from '@store/domain/contract';
import type { ProductPayload } from '../product-inputs';
import {
  basisAfterEdit,
  basisOfProduct,
  fieldsAfterEdit,
  NEW_PRODUCT_BASIS,
  type DiscountBasis,
} from './live-discount';
import {
  cellsTotal,
  emptyStockGrid,
  gridVariants,
  shownCells,
  stockGridFromVariants,
} from './stock-grid';
import type { StockGrid } from './stock-grid';

/** The category picker's choices; 'Others' reveals a field for any other category. */
export const CATEGORY_OPTIONS = [
  'Shirts',
  'T-Shirts',
  'Tops',
  'Trousers',
  'Jeans',
  'Bottoms',
  'Dresses',
  'Abayas',
  'Kanduras',
  'Jackets',
  'Outerwear',
  'Footwear',
  'Accessories',
] as const;
export const OTHER_CATEGORY = 'Others';

/** The gender options, as the form sends them. */
export const GENDER_OPTIONS = ['men', 'women', 'kids', 'Others'] as const;

/** One picture in the uploader: `file` only while it is NEW. */
export type ImageItem = { id: string; name: string; url: string; file?: File };

export type ColorGroup = { name: string; images: ImageItem[] };

export type ProductFields = {
  name: string;
  brand: string;
  price: string;
  originalPrice: string;
  discount: string;
  category: string;
  customCategory: string;
  description: string;
  nameAr: string;
  descriptionAr: string;
  gender: string;
  stock: string;
};

export type ProductFormState = {
  fields: ProductFields;
  sizes: string[];
  /** In order: the first colour is the default, each colour's first image its default. */
  colors: ColorGroup[];
  /** Stock and SKU per colour × size; until the owner types in it, the Stock field decides. */
  grid: StockGrid;
  /** What the Discount field follows as the prices change. */
  discountBasis: DiscountBasis;
};

let lastId = 0;
/** A key for an image item, unique in this page. */
export function nextImageId(): string {
  lastId += 1;
  return `img-${lastId}`;
}

export const EMPTY_FIELDS: ProductFields = {
  name: '',
  brand: '',
  price: '',
  originalPrice: '',
  discount: '',
  category: '',
  customCategory: '',
  description: '',
  nameAr: '',
  descriptionAr: '',
  gender: '',
  stock: '',
};

export function emptyFormState(): ProductFormState {
  return {
    fields: { ...EMPTY_FIELDS },
    sizes: [],
    colors: [],
    grid: emptyStockGrid(),
    discountBasis: NEW_PRODUCT_BASIS,
  };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));
const fileNameOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

/** The edit form's starting point: a loaded product, its saved images in their order. */
export function formStateFromProduct(product: AdminProduct): ProductFormState {
  const known = (CATEGORY_OPTIONS as readonly string[]).find(
    (c) => c.toLowerCase() === product.category.toLowerCase(),
  );
  const gender = GENDER_OPTIONS.find((g) => g.toLowerCase() === product.gender.toLowerCase());
  return {
    fields: {
      name: product.name,
      brand: product.brand,
      price: String(product.price),
      originalPrice: numberText(product.originalPrice),
      discount: numberText(product.discount),
      category: known ?? OTHER_CATEGORY,
      customCategory: known ? '' : product.category,
      description: product.description,
      nameAr: product.nameAr ?? '',
      descriptionAr: product.descriptionAr ?? '',
      gender: gender ?? product.gender,
      stock: String(product.stock),
    },
    sizes: [...product.sizes],
    grid: stockGridFromVariants(product.variants),
    discountBasis: basisOfProduct(product),
    colors: product.colors.map((name) => ({
      name,
      images: (product.colorImages[name] ?? []).map((url) => ({
        id: nextImageId(),
        name: fileNameOf(url),
        url,
      })),
    })),
  };
}

/** The form after the owner edits fields: Discount follows the prices as they are typed. */
export function withFieldsEdited(
  state: ProductFormState,
  patch: Partial<ProductFields>,
): ProductFormState {
  return {
    ...state,
    fields: fieldsAfterEdit(state.fields, patch, state.discountBasis),
    discountBasis: basisAfterEdit(state.discountBasis, patch),
  };
}

/** The category the form stands for: the picked one, or the typed one under Others. */
export function chosenCategory(fields: ProductFields): string {
  return fields.category === OTHER_CATEGORY ? fields.customCategory.trim() : fields.category;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The add-product / update-product body. `imageUrl` names each image as sent: the stored URL,
 * or for a NEW one whatever stands in for it (its uploaded URL, or a placeholder to check the
 * form before uploading).
 */
export function productPayload(
  state: ProductFormState,
  imageUrl: (color: string, image: ImageItem) => string = (_c, image) => image.url,
): ProductPayload {
  const { fields } = state;
  const colorImages: Record<string, string[]> = {};
  for (const color of state.colors) {
    colorImages[color.name] = color.images.map((image) => imageUrl(color.name, image));
  }
  const first = state.colors[0];
  const colors = state.colors.map((c) => c.name);
  // A grid the owner typed in decides every variant and the total; else the Stock field does.
  const gridded = colors.length > 0 && state.grid.touched;
  const cells = shownCells(state.grid, colors, state.sizes, fields.stock);
  return {
    name: fields.name,
    brand: fields.brand,
    price: fields.price.trim(),
    originalPrice: blankToNull(fields.originalPrice),
    discount: blankToNull(fields.discount),
    category: chosenCategory(fields),
    description: fields.description,
    nameAr: fields.nameAr,
    descriptionAr: fields.descriptionAr,
    gender: fields.gender,
    stock: gridded ? String(cellsTotal(cells)) : fields.stock.trim(),
    sizes: state.sizes,
    colors,
    colorImages,
    defaultImg: (first && colorImages[first.name]?.[0]) ?? '',
    ...(gridded ? { variants: gridVariants(state.grid, cells) } : {}),
  };
}

/** Whether any image waits to be uploaded. */
export function hasNewImages(state: ProductFormState): boolean {
  return state.colors.some((c) => c.images.some((i) => i.file));
}

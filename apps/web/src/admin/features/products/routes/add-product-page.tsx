import { useState } from 'react';

import { ProductForm } from '../components/product-form';
import { emptyFormState } from '../utils/product-form-state';
import '../products.css';

/** /admin/products/add: Add Product, an empty form. */
export default function AddProductPage() {
  const [initial] = useState(emptyFormState);
  return <ProductForm initial={initial} />;
}

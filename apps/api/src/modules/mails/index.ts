export type { Language } from './mail-events';
export { renderMail, renderShopperMail } from './mail-render';
export { tellShopper } from './tell-shopper';

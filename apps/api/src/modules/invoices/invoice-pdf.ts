import { formatFils, storeDateTime } from '@store/domain';
import type { ShippingAddressSnapshot, TaxLine } from '#db/schema';
import type { CreditNoteRow, InvoiceRow } from './invoice-repository';
import { line, newA4, toBuffer } from './pdf-text';

/** The tax invoice, credit note and packing slip as A4 PDFs, drawn from the stored records. */

type Doc = PDFKit.PDFDocument;
const LEFT = 40;
const WIDTH = 515;
const PAGE_BOTTOM = 780;

const PAYMENT: Record<string, string> = {
  online: 'Card',
  wallet: 'Wallet',
  COD: 'Cash on delivery',
  wallet_partial: 'Wallet and cash on delivery',
  tabby: 'Tabby',
  tamara: 'Tamara',
};
export const paymentLabel = (method: string) => PAYMENT[method] ?? method;

/** '2030-05-03 01:30 (Dubai time)': the store's wall clock, whatever the server's zone. */
export const dubaiTime = (at: Date) => `${storeDateTime(at)} (Dubai time)`;

/** '1,299.00': the table's amounts, whose column heads say AED. */
const amount = (fils: number) => formatFils(fils).replace('AED ', '');

function addressLines(a: ShippingAddressSnapshot): string[] {
  return [
    a.username,
    [a.buildingNumber, a.streetName].filter(Boolean).join(', '),
    [a.area, a.city].filter(Boolean).join(', '),
    [a.emirate, a.pobox ? `PO Box ${a.pobox}` : '', a.country].filter(Boolean).join(', '),
    `Mobile: ${a.mobileno}`,
  ];
}

function heading(doc: Doc, english: string, arabic: string) {
  line(doc, english, LEFT, 40, { size: 18, bold: true });
  line(doc, arabic, LEFT, 40, { size: 18, width: WIDTH, align: 'right' });
}

/** The seller on the left, the document's numbers and dates on the right; answers the next y. */
function parties(doc: Doc, seller: InvoiceRow['seller'], facts: string[]): number {
  let y = 78;
  line(doc, seller.legalName, LEFT, y, { size: 10, bold: true });
  for (const part of seller.address.split(/\n|,\s*/).filter(Boolean)) {
    y += 13;
    line(doc, part, LEFT, y, { width: 250 });
  }
  y += 13;
  line(doc, seller.trn ? `TRN: ${seller.trn}` : 'TRN: not registered', LEFT, y, { bold: true });
  let right = 78;
  for (const fact of facts) {
    line(doc, fact, 300, right, { width: 255, align: 'right' });
    right += 13;
  }
  return Math.max(y, right) + 20;
}

function customerBlock(
  doc: Doc,
  title: string,
  name: string,
  a: ShippingAddressSnapshot,
  y: number,
) {
  line(doc, title, LEFT, y, { size: 10, bold: true });
  y += 14;
  line(doc, name, LEFT, y, { width: 300 });
  // The recipient's name is said once when it is the customer's.
  for (const part of addressLines(a).filter((l) => l !== name)) {
    y += 12;
    line(doc, part, LEFT, y, { width: 300 });
  }
  return y + 24;
}

const COLUMNS = [
  { head: 'Item (colour / size)', x: LEFT, width: 190, align: 'left' as const },
  { head: 'Qty', x: 232, width: 30, align: 'right' as const },
  { head: 'Unit excl. VAT', x: 266, width: 72, align: 'right' as const },
  { head: 'VAT rate', x: 342, width: 42, align: 'right' as const },
  { head: 'VAT', x: 388, width: 70, align: 'right' as const },
  { head: 'Total incl. VAT', x: 462, width: 93, align: 'right' as const },
];

function rule(doc: Doc, y: number) {
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
}

/** The lines as a table (AED); answers the y below it. */
function lineTable(doc: Doc, lines: TaxLine[], y: number): number {
  line(doc, 'Amounts in AED', LEFT, y, { size: 8 });
  y += 12;
  COLUMNS.forEach((c) => line(doc, c.head, c.x, y, { bold: true, width: c.width, align: c.align }));
  y += 14;
  rule(doc, y - 3);
  for (const l of lines) {
    if (y > PAGE_BOTTOM - 60) {
      doc.addPage();
      y = 40;
    }
    const detail =
      l.kind === 'shipping' ? 'Delivery' : [l.color, l.size].filter(Boolean).join(' / ');
    // The name on a line of its own: an Arabic name then reads right to left, not as a cell of
    // a left-to-right row.
    line(doc, l.name, LEFT, y, { width: WIDTH });
    y += 12;
    const cells = [
      detail,
      String(l.quantity),
      amount(l.unitExclVatFils),
      `${l.vatRatePercent}%`,
      amount(l.vatFils),
      amount(l.grossFils),
    ];
    COLUMNS.forEach((c, i) =>
      line(doc, cells[i] ?? '', c.x, y, { width: c.width, align: c.align }),
    );
    y += 18;
    // A discount given at the time of supply lowers the taxable amount: the line says by how much.
    if (l.discountFils) {
      const text = `Discount -${amount(l.discountFils)}; taxable amount ${amount(l.netFils)}`;
      line(doc, text, LEFT, y - 6, { size: 8 });
      y += 10;
    }
  }
  rule(doc, y - 4);
  return y + 6;
}

function totals(doc: Doc, rows: Array<[string, number, boolean?]>, y: number): number {
  for (const [label, fils, bold] of rows) {
    line(doc, label, 300, y, { bold });
    line(doc, formatFils(fils), 455, y, { width: 100, align: 'right', bold });
    y += 14;
  }
  return y;
}

export function invoicePdf(invoice: InvoiceRow, orderid: string): Promise<Buffer> {
  const doc = newA4(`Tax Invoice ${invoice.number}`);
  heading(doc, 'Tax Invoice', 'فاتورة ضريبية');
  let y = parties(doc, invoice.seller, [
    `Invoice number: ${invoice.number}`,
    `Invoice date: ${dubaiTime(invoice.issuedAt)}`,
    `Date of supply: ${dubaiTime(invoice.suppliedAt)}`,
    `Order: ${orderid}`,
    `Paid by: ${paymentLabel(invoice.paymentMethod)}`,
  ]);
  y = customerBlock(doc, 'Customer', invoice.customer.name, invoice.customer.address, y);
  y = lineTable(doc, invoice.lines, y);
  totals(
    doc,
    [
      ['Total excl. VAT', invoice.netFils],
      ['VAT 5%', invoice.vatFils],
      ['Total incl. VAT', invoice.grossFils, true],
    ],
    y,
  );
  return toBuffer(doc);
}

export function creditNotePdf(
  note: CreditNoteRow,
  invoice: InvoiceRow,
  orderid: string,
): Promise<Buffer> {
  const doc = newA4(`Tax Credit Note ${note.number}`);
  heading(doc, 'Tax Credit Note', 'إشعار دائن ضريبي');
  let y = parties(doc, invoice.seller, [
    `Credit note number: ${note.number}`,
    `Credit note date: ${dubaiTime(note.issuedAt)}`,
    `Corrects invoice: ${invoice.number} of ${dubaiTime(invoice.issuedAt).slice(0, 10)}`,
    `Order: ${orderid}`,
  ]);
  y = customerBlock(doc, 'Customer', invoice.customer.name, invoice.customer.address, y);
  line(doc, `Reason: ${note.reason}`, LEFT, y, { width: WIDTH });
  y = lineTable(doc, note.lines, y + 20);
  totals(
    doc,
    [
      [`Invoice total before this note`, note.beforeGrossFils],
      ['Credited excl. VAT', note.netFils],
      ['VAT reversed', note.vatFils],
      ['Credited incl. VAT', note.grossFils, true],
      ['Invoice total after this note', note.afterGrossFils],
    ],
    y,
  );
  return toBuffer(doc);
}

export interface SlipItem {
  name: string;
  color: string;
  size: string;
  quantity: number;
}

/** What the courier carries and where: no prices. */
export function packingSlipPdf(
  order: { orderid: string; createdAt: Date; shippingAddress: ShippingAddressSnapshot },
  items: SlipItem[],
): Promise<Buffer> {
  const doc = newA4(`Packing slip ${order.orderid}`);
  heading(doc, 'Packing Slip', 'قائمة التعبئة');
  line(doc, `Order: ${order.orderid}`, LEFT, 78, { size: 11, bold: true });
  line(doc, `Placed: ${dubaiTime(order.createdAt)}`, LEFT, 94);
  let y = customerBlock(
    doc,
    'Deliver to',
    order.shippingAddress.username,
    order.shippingAddress,
    118,
  );
  const cols = [
    { head: 'Item', x: LEFT, width: 260 },
    { head: 'Colour', x: 305, width: 90 },
    { head: 'Size', x: 400, width: 70 },
    { head: 'Qty', x: 475, width: 80, align: 'right' as const },
  ];
  cols.forEach((c) => line(doc, c.head, c.x, y, { bold: true, width: c.width, align: c.align }));
  y += 14;
  rule(doc, y - 3);
  for (const item of items) {
    if (y > PAGE_BOTTOM) {
      doc.addPage();
      y = 40;
    }
    line(doc, item.name, LEFT, y, { width: WIDTH });
    y += 12;
    const cells = ['', item.color, item.size, String(item.quantity)];
    cols.forEach((c, i) => line(doc, cells[i] ?? '', c.x, y, { width: c.width, align: c.align }));
    y += 18;
  }
  rule(doc, y);
  const units = items.reduce((n, i) => n + i.quantity, 0);
  line(doc, `${units} item${units === 1 ? '' : 's'} in all`, LEFT, y + 8, { bold: true });
  return toBuffer(doc);
}

/**
 * The demo catalogue in Arabic, as UAE fashion shops write it (Modern Standard Arabic): a name per
 * product, and the parts its English description is made of (the group's opening sentence, the
 * material, the colours), so each Arabic description says what the English one says.
 */
import type { DemoOffer, DemoProduct } from './demo-types';
import { ARABIC_NAMES } from './demo-product-names-arabic';

const OPENINGS: Readonly<Record<string, string>> = {
  'A wardrobe staple cut for the Gulf heat, with a soft hand feel and a neck that keeps its shape.':
    'قطعة أساسية في خزانتك مصممة لحرارة الخليج، بملمس ناعم وياقة تحافظ على شكلها.',
  'A sharp shirt that moves from the office to a dinner at the marina.':
    'قميص أنيق يرافقك من المكتب إلى عشاء في المارينا.',
  'Five-pocket jeans with a comfortable rise and reinforced rivets.':
    'جينز بخمسة جيوب وخصر مريح ومسامير معززة.',
  'Smart-casual trousers with a tidy waistband and a tapered leg.':
    'بنطال كاجوال أنيق بحزام خصر مرتب وساق مستدقة.',
  'A layer for cool desert evenings and air-conditioned malls.':
    'طبقة إضافية لأمسيات الصحراء الباردة والمراكز التجارية المكيفة.',
  'Tailored in the Gulf style with a clean collar, concealed placket and generous length.':
    'مفصّلة على الطراز الخليجي بياقة أنيقة وأزرار مخفية وطول وافر.',
  'Cushioned footwear built for long days on the go.': 'حذاء مبطن مصمم لأيام طويلة من التنقل.',
  'A flowing abaya with a graceful drape, finished with fine trims at the cuffs and front.':
    'عباية منسدلة بانسيابية راقية، مزينة بتطريزات دقيقة عند الأكمام والواجهة.',
  'An easy dress with a defined waist and a skirt that moves beautifully.':
    'فستان مريح بخصر محدد وتنورة تتحرك بانسيابية جميلة.',
  'A versatile top that pairs with jeans, wide-leg trousers or a skirt.':
    'قطعة علوية متعددة الاستخدامات تنسّق مع الجينز أو البنطال الواسع أو التنورة.',
  'A flattering high-rise fit with a relaxed leg for all-day comfort.':
    'قصة بخصر عالٍ تبرز القوام وساق مريحة لراحة طوال اليوم.',
  'A cropped layer that finishes an outfit on cooler winter nights.':
    'طبقة قصيرة تكمل إطلالتك في ليالي الشتاء الباردة.',
  'Lightweight footwear with a cushioned footbed for long days out.':
    'حذاء خفيف بنعل داخلي مبطن لأيام طويلة خارج المنزل.',
  'A soft, tag-free top made for playground days.':
    'قطعة علوية ناعمة بلا ملصقات، مصممة لأيام اللعب.',
  'A pretty dress with room to twirl and a comfortable lining.':
    'فستان جميل واسع يسمح بالدوران، ببطانة مريحة.',
  'Hard-wearing bottoms with an adjustable waist that grows with them.':
    'قطعة سفلية متينة بخصر قابل للتعديل تكبر مع طفلك.',
  'A cosy layer for winter mornings and chilly school buses.':
    'طبقة دافئة لصباحات الشتاء وحافلات المدرسة الباردة.',
  'A smart kandura for boys, tailored like the grown-up version for Eid and family visits.':
    'كندورة أنيقة للأولاد، مفصّلة مثل كندورة الكبار للعيد والزيارات العائلية.',
  'Easy on, easy off footwear with a grippy sole.': 'حذاء سهل اللبس والخلع بنعل مانع للانزلاق.',
  'A dependable quartz watch presented in a gift box, with a two-year warranty.':
    'ساعة كوارتز موثوقة تأتي في علبة هدية، مع ضمان لمدة سنتين.',
  'Sunglasses with UV400 lenses for the bright Gulf sun, supplied with a hard case.':
    'نظارة شمسية بعدسات UV400 لشمس الخليج الساطعة، مع علبة صلبة.',
  'A soft, breathable head covering that drapes and pins easily.':
    'غطاء رأس ناعم يسمح بمرور الهواء، سهل اللف والتثبيت.',
  'A roomy bag with an inner zip pocket that carries an outfit from day to evening.':
    'حقيبة واسعة بجيب داخلي بسحاب ترافق إطلالتك من النهار إلى المساء.',
  'A padded backpack with a laptop sleeve and ergonomic straps.':
    'حقيبة ظهر مبطنة بجيب للحاسوب المحمول وأحزمة مريحة.',
  'A six-panel cap with an adjustable strap and a pre-curved brim.':
    'قبعة من ست قطع بحزام قابل للتعديل وحافة منحنية.',
};

const MATERIALS: Readonly<Record<string, string>> = {
  '100% combed cotton jersey': 'جيرسي من القطن الممشط 100%',
  'a breathable cotton-modal blend': 'مزيج من القطن والمودال يسمح بمرور الهواء',
  'organic cotton, 180 GSM': 'قطن عضوي بوزن 180 غرامًا للمتر المربع',
  'Oxford cotton': 'قطن أكسفورد',
  'pure European linen': 'كتان أوروبي خالص',
  'easy-iron cotton poplin': 'بوبلين قطني سهل الكي',
  'washed cotton denim': 'دنيم قطني مغسول',
  'stretch cotton denim, 11 oz': 'دنيم قطني مطاطي بوزن 11 أونصة',
  'rigid selvedge-look denim': 'دنيم متين بمظهر السيلفيدج',
  'recycled cotton denim': 'دنيم من القطن المعاد تدويره',
  'cotton twill with a touch of stretch': 'تويل قطني بلمسة من المرونة',
  'brushed cotton fleece': 'فليس قطني مصقول',
  'a linen-cotton blend': 'مزيج من الكتان والقطن',
  'loopback cotton fleece': 'فليس قطني بحلقات داخلية',
  'water-repellent nylon': 'نايلون طارد للماء',
  'heavyweight cotton denim': 'دنيم قطني سميك',
  'Japanese cotton-poly voile': 'فوال ياباني من القطن والبوليستر',
  'breathable cotton satin': 'ساتان قطني يسمح بمرور الهواء',
  'a soft wool blend for winter': 'مزيج صوف ناعم للشتاء',
  'full-grain leather': 'جلد طبيعي كامل الحبيبات',
  'engineered knit with a rubber sole': 'نسيج محبوك بنعل مطاطي',
  'hand-stitched cow leather': 'جلد بقري مخيط يدويًا',
  'premium Korean nida': 'ندا كوري فاخر',
  'crepe embroidered with gold thread': 'كريب مطرز بخيوط ذهبية',
  'a light linen blend': 'مزيج كتان خفيف',
  'matte crepe': 'كريب مطفي',
  'soft Japanese crepe': 'كريب ياباني ناعم',
  'layered chiffon over crepe': 'طبقات من الشيفون فوق الكريب',
  'printed viscose crepe': 'كريب فيسكوز مطبوع',
  'fluid satin': 'ساتان منسدل',
  'tiered cotton voile': 'فوال قطني بطبقات',
  'ribbed stretch knit': 'تريكو مضلع مطاطي',
  'washed linen': 'كتان مغسول',
  'soft cotton jersey': 'جيرسي قطني ناعم',
  'silky satin-back crepe': 'كريب حريري الملمس بظهر ساتان',
  'airy linen': 'كتان خفيف',
  'comfort-stretch denim': 'دنيم مطاطي مريح',
  'non-stretch vintage denim': 'دنيم كلاسيكي غير مطاطي',
  'fluid twill': 'تويل منسدل',
  'crinkle crepe': 'كريب مجعد',
  'rigid cotton denim': 'دنيم قطني متين',
  'recycled polyester with a lofty fill': 'بوليستر معاد تدويره بحشوة منفوخة',
  'smooth leather uppers': 'جزء علوي من الجلد الناعم',
  'vegan leather straps': 'أحزمة من الجلد النباتي',
  'soft suede': 'شامواه ناعم',
  '100% cotton jersey': 'جيرسي قطن 100%',
  'cotton with a little stretch': 'قطن بقليل من المرونة',
  'easy-care pique cotton': 'قطن بيكيه سهل العناية',
  'tulle over cotton lining': 'تول فوق بطانة قطنية',
  'cotton drill': 'قماش دريل قطني',
  'embroidered georgette': 'جورجيت مطرز',
  'stretch denim': 'دنيم مطاطي',
  'cotton ripstop': 'قماش ريب ستوب قطني',
  'poly-viscose uniform twill': 'تويل زي مدرسي من البوليستر والفيسكوز',
  'brushed polar fleece': 'فليس بولار مصقول',
  'water-repellent padded nylon': 'نايلون مبطن طارد للماء',
  'cool cotton-poly voile': 'فوال منعش من القطن والبوليستر',
  'soft cotton satin': 'ساتان قطني ناعم',
  'breathable mesh with hook-and-loop straps': 'شبك يسمح بمرور الهواء بأحزمة لاصقة',
  'quick-dry EVA foam': 'رغوة EVA سريعة الجفاف',
  '316L stainless steel and leather': 'ستانلس ستيل 316L وجلد',
  'brushed steel with a mineral crystal': 'ستيل مصقول بزجاج معدني',
  'rose-tone steel mesh': 'شبك ستيل بلون وردي',
  'lightweight metal and acetate': 'معدن خفيف وأسيتات',
  'hand-polished acetate': 'أسيتات مصقول يدويًا',
  'flexible TR90 with polarised lenses': 'إطار TR90 مرن بعدسات مستقطبة',
  'crisp cotton voile': 'فوال قطني منعش',
  'premium chiffon': 'شيفون فاخر',
  'stretchy modal jersey': 'جيرسي مودال مطاطي',
  'pebbled cow leather': 'جلد بقري محبب',
  'quilted vegan leather': 'جلد نباتي مبطن',
  'woven cotton canvas': 'كانفاس قطني منسوج',
  'water-resistant recycled canvas': 'كانفاس معاد تدويره مقاوم للماء',
  'durable ripstop nylon': 'نايلون ريب ستوب متين',
  'washed cotton twill': 'تويل قطني مغسول',
  'cotton front with breathable mesh': 'واجهة قطنية مع شبك يسمح بمرور الهواء',
};

export const ARABIC_COLOURS: Readonly<Record<string, string>> = {
  Black: 'الأسود',
  White: 'الأبيض',
  Navy: 'الكحلي',
  Sand: 'الرملي',
  Olive: 'الزيتي',
  Charcoal: 'الفحمي',
  Cream: 'الكريمي',
  Maroon: 'العنابي',
  Green: 'الأخضر',
  Teal: 'الأزرق المخضر',
  Red: 'الأحمر',
  'Sky Blue': 'الأزرق السماوي',
  Beige: 'البيج',
  Lavender: 'الخزامي',
  Grey: 'الرمادي',
  Denim: 'الدنيم',
  Blue: 'الأزرق',
  Khaki: 'الكاكي',
  Burgundy: 'الخمري',
  Brown: 'البني',
  Tan: 'البني الفاتح',
  Blush: 'الوردي الفاتح',
  Mustard: 'الخردلي',
  Pink: 'الوردي',
};

/** 'الأسود والكحلي والعنابي': Arabic joins every item of a list with و. */
function coloursSentence(colours: string[]): string {
  return colours.length === 1
    ? `اللون المتوفر: ${colours[0]}.`
    : `الألوان المتوفرة: ${colours.join(' و')}.`;
}

const DESCRIPTION = /^(.*) Made from (.*)\. Available in .*\.$/s;

/** The product with its Arabic name and description; throws on English the tables above lack. */
export function withArabic(product: DemoProduct): DemoProduct {
  const where = `${product.productid} '${product.name}'`;
  const nameAr = ARABIC_NAMES[product.name];
  const [, opening = '', material = ''] = DESCRIPTION.exec(product.description) ?? [];
  const openingAr = OPENINGS[opening];
  const materialAr = MATERIALS[material];
  const coloursAr = product.colors.map((c) => ARABIC_COLOURS[c.name]);
  if (!nameAr || !openingAr || !materialAr || coloursAr.some((c) => c === undefined)) {
    throw new Error(`${where}: the Arabic of its name, description or colours is missing`);
  }
  return {
    ...product,
    nameAr,
    descriptionAr: `${openingAr} الخامة: ${materialAr}. ${coloursSentence(coloursAr as string[])}`,
  };
}

const ARABIC_OFFERS: Readonly<Record<string, { titleAr: string; descriptionAr: string }>> = {
  'Summer Sale — Up to 50% OFF': {
    titleAr: 'تخفيضات الصيف — خصم يصل إلى 50%',
    descriptionAr:
      'أقمشة كتان خفيفة وتيشيرتات تسمح بمرور الهواء وصنادل مريحة لصيف الإمارات. حتى نفاد الكمية.',
  },
  'New Season Abayas': {
    titleAr: 'عبايات الموسم الجديد',
    descriptionAr:
      'قصات جديدة من الندا والكريب ومزيج الكتان، من العبايات المفتوحة اليومية إلى قطع السهرة المطرزة.',
  },
  'Kids Back to School 30% OFF': {
    titleAr: 'العودة إلى المدارس للأطفال — خصم 30%',
    descriptionAr:
      'قمصان بولو وبناطيل للزي المدرسي وحقائب ظهر وأحذية رياضية، جاهزة للفصل الدراسي الجديد.',
  },
  'Eid Kandura Collection': {
    titleAr: 'تشكيلة كنادير العيد',
    descriptionAr: 'تصاميم إماراتية وسعودية وعمانية أنيقة مفصّلة لتجمعات العيد، للرجال والأولاد.',
  },
  'Winter Clearance': {
    titleAr: 'تصفية الشتاء',
    descriptionAr: 'آخر المقاسات من الجاكيتات والسترات المنفوخة والدنيم بأقل أسعار الموسم.',
  },
};

/** The offer with its Arabic title and description; throws when the table above lacks it. */
export function offerWithArabic(offer: DemoOffer): DemoOffer {
  const arabic = ARABIC_OFFERS[offer.title];
  if (!arabic) throw new Error(`Demo offer '${offer.title}': its Arabic is missing`);
  return { ...offer, ...arabic };
}

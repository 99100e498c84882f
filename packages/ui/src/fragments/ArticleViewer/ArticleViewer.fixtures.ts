import type {
  ArticleViewerArticle,
  ArticleViewerNorm,
  ArticleViewerSibling,
  ArticleViewerTocEntry,
} from './ArticleViewer';

/** Ley 29/1994, de Arrendamientos Urbanos (the link is only an anchor: stories load nothing). */
export const lau: ArticleViewerNorm = {
  normId: 'BOE-A-1994-26003',
  title: 'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos',
  shortName: 'LAU',
  inForce: true,
  sourceUrl: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003',
  attribution:
    'Fuente: Agencia Estatal Boletín Oficial del Estado (BOE), texto consolidado BOE-A-1994-26003. Reutilizado conforme a las condiciones de reutilización del BOE.',
  lastUpdated: '22/05/2023',
};

const headings: [string, string][] = [
  ['1', 'Ámbito de aplicación'],
  ['2', 'Arrendamiento de vivienda'],
  ['3', 'Arrendamiento para uso distinto del de vivienda'],
  ['4', 'Régimen aplicable'],
  ['5', 'Arrendamientos excluidos'],
  ['6', 'Naturaleza de las normas'],
  ['7', 'Condición de arrendamiento de vivienda'],
  ['8', 'Cesión del contrato y subarriendo'],
  ['9', 'Plazo mínimo'],
  ['10', 'Prórroga del contrato'],
  ['11', 'Desistimiento del contrato'],
  ['12', 'Desistimiento y vencimiento en caso de matrimonio o convivencia del arrendatario'],
  ['13', 'Resolución del derecho del arrendador'],
  ['14', 'Enajenación de la vivienda arrendada'],
  ['15', 'Separación, divorcio o nulidad del matrimonio del arrendatario'],
  ['16', 'Muerte del arrendatario'],
  ['17', 'Determinación de la renta'],
  ['18', 'Actualización de la renta'],
  ['19', 'Elevación de renta por mejoras'],
  ['20', 'Gastos generales y de servicios individuales'],
  ['21', 'Conservación de la vivienda'],
  ['22', 'Obras de mejora'],
  ['23', 'Obras del arrendatario'],
  ['24', 'Arrendatarios con discapacidad'],
  ['25', 'Derecho de adquisición preferente'],
  ['26', 'Habitabilidad de la vivienda'],
  ['27', 'Incumplimiento de obligaciones'],
  ['28', 'Extinción del contrato'],
  ['29', 'Enajenación de la finca arrendada'],
  ['30', 'Conservación, mejora y obras'],
  ['31', 'Derecho de adquisición preferente'],
  ['32', 'Cesión del contrato y subarriendo'],
  ['33', 'Muerte del arrendatario'],
  ['34', 'Extinción por transcurso del término convencional'],
  ['35', 'Resolución de pleno derecho'],
  ['36', 'Fianza'],
  ['37', 'Formalización del arrendamiento'],
];

/** The LAU's table of contents (articles 1–37 and a final provision). */
export const lauToc: ArticleViewerTocEntry[] = [
  ...headings.map(([article, heading]) => ({
    anchor: `articulo-${article}`,
    heading: `Artículo ${article}. ${heading}`,
    article,
  })),
  { anchor: 'disposicion-final-unica', heading: 'Disposición final única. Entrada en vigor', article: null },
];

/** LAU art. 36 (apartados 1 a 4), typed from the consolidated text. */
export const article36: ArticleViewerArticle = {
  anchor: 'articulo-36',
  heading: 'Artículo 36. Fianza',
  article: '36',
  text: `1. A la celebración del contrato será obligatoria la exigencia y prestación de fianza en metálico en cantidad equivalente a una mensualidad de renta en el arrendamiento de viviendas y de dos en el arrendamiento para uso distinto del de vivienda.

2. Durante los cinco primeros años de duración del contrato, o durante los siete primeros años si el arrendador fuese persona jurídica, la fianza no estará sujeta a actualización. Pero cada vez que el arrendamiento se prorrogue, el arrendador podrá exigir que la fianza sea incrementada, o el arrendatario que disminuya, hasta hacerse igual a una o dos mensualidades de la renta vigente, según proceda, al tiempo de la prórroga.

3. La actualización de la fianza durante el período de tiempo en que el plazo pactado para el arrendamiento exceda de cinco años, o de siete años si el arrendador fuese persona jurídica, se regirá por lo estipulado al efecto por las partes. A falta de pacto específico, lo acordado sobre actualización de la renta se presumirá querido también para la actualización de la fianza.

4. El saldo de la fianza en metálico que deba ser restituido al arrendatario al final del arriendo, devengará el interés legal, transcurrido un mes desde la entrega de las llaves por el mismo sin que se hubiere hecho efectiva dicha restitución.`,
  notes: ['Se modifican los apartados 2, 3 y 5 por el art. 1.12 del Real Decreto-ley 7/2019, de 1 de marzo.'],
};

export const previous36: ArticleViewerSibling = {
  anchor: 'articulo-35',
  heading: 'Artículo 35. Resolución de pleno derecho',
};
export const next36: ArticleViewerSibling = {
  anchor: 'articulo-37',
  heading: 'Artículo 37. Formalización del arrendamiento',
};

/** LAU art. 1: the first article (no previous). */
export const article1: ArticleViewerArticle = {
  anchor: 'articulo-1',
  heading: 'Artículo 1. Ámbito de aplicación',
  article: '1',
  text: 'La presente ley establece el régimen jurídico aplicable a los arrendamientos de fincas urbanas que se destinen a vivienda o a usos distintos del de vivienda.',
  notes: [],
};

export const next1: ArticleViewerSibling = {
  anchor: 'articulo-2',
  heading: 'Artículo 2. Arrendamiento de vivienda',
};

/** Art. 36 with every apartado, a lettered list kept on its own lines, and several notes. */
export const longArticle: ArticleViewerArticle = {
  ...article36,
  text: `${article36.text}

5. Las partes podrán pactar cualquier tipo de garantía del cumplimiento por el arrendatario de sus obligaciones arrendaticias adicional a la fianza en metálico. En caso de arrendamiento de vivienda, en contratos de hasta cinco años de duración, o de hasta siete años si el arrendador fuese persona jurídica, el valor de esta garantía adicional no podrá exceder de dos mensualidades de renta.

6. Quedan exceptuadas de la obligación de prestar fianza:
a) La Administración General del Estado, las Administraciones de las comunidades autónomas y las entidades que integran la Administración Local, los organismos autónomos, las entidades públicas empresariales y demás entes públicos vinculados o dependientes de ellas.
b) Las demás entidades del sector público cuando la renta haya de ser satisfecha con cargo a sus respectivos presupuestos.

7. Las comunidades autónomas podrán establecer la obligación de que los arrendadores de finca urbana sujetos a la presente ley depositen el importe de la fianza regulada en este artículo, sin devengo de interés, a disposición de la Administración autonómica o del ente público que se designe hasta la extinción del correspondiente contrato.`,
  notes: [
    'Se modifica el apartado 2 por el art. 1.12 de la Ley 4/2013, de 4 de junio.',
    'Se modifican los apartados 2, 3 y 5 por el art. 1.12 del Real Decreto-ley 7/2019, de 1 de marzo.',
    'Redacción anterior: https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003&tn=1&p=20130605#a36-consolidado-sin-espacios-para-probar-el-corte',
  ],
};

/** A norm no longer in force. */
export const repealedNorm: ArticleViewerNorm = {
  normId: 'BOE-A-1964-16219',
  title:
    'Decreto 4104/1964, de 24 de diciembre, por el que se aprueba el texto refundido de la Ley de Arrendamientos Urbanos',
  shortName: null,
  inForce: false,
  sourceUrl: 'https://www.boe.es/buscar/act.php?id=BOE-A-1964-16219',
  attribution: 'Fuente: Agencia Estatal Boletín Oficial del Estado (BOE), BOE-A-1964-16219.',
  lastUpdated: null,
};

export const repealedToc: ArticleViewerTocEntry[] = [
  { anchor: 'articulo-104', heading: 'Artículo ciento cuatro', article: 'ciento cuatro' },
  { anchor: 'articulo-105', heading: 'Artículo ciento cinco', article: 'ciento cinco' },
  { anchor: 'articulo-106', heading: 'Artículo ciento seis', article: 'ciento seis' },
];

export const repealedArticle: ArticleViewerArticle = {
  anchor: 'articulo-105',
  heading: 'Artículo ciento cinco',
  article: 'ciento cinco',
  text: 'Será obligatoria la exigencia y prestación de fianza en metálico en cuantía equivalente a una mensualidad de renta en los arrendamientos de viviendas y de dos en los de locales de negocio.',
  notes: ['Derogado por la Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos.'],
};

import type { HelpEntry } from '../help-entry.ts';

/** La solicitud: tiempo, requisitos, consultas de crédito, guardar y quién participa. */
export const APPLYING_ES: readonly HelpEntry[] = [
  {
    id: 'how-long-to-apply',
    title: '¿Cuánto tiempo toma presentar la solicitud?',
    phrasings: ['cuánto tarda la solicitud', 'qué tan rápido me aprueban', 'qué tan rápido es el proceso'],
    keywords: ['solicitar', 'solicitud', 'tiempo', 'minutos', 'aprobación', 'rápido'],
    answer:
      'Presentar la solicitud toma unos cinco minutos, y usted ve sus ofertas de inmediato. Una vez que haya verificado sus datos y firmado, el financiamiento puede tomar apenas cinco días hábiles.',
  },
  {
    id: 'what-you-need-to-apply',
    title: '¿Qué necesito para presentar la solicitud?',
    phrasings: ['qué información necesito', 'qué necesito para empezar', 'requisitos para solicitar'],
    keywords: ['requisitos', 'información', 'necesario', 'empezar', 'solicitar'],
    answer:
      'La dirección de su propiedad, sus ingresos, su nombre legal, su fecha de nacimiento, su número de teléfono y su dirección de correo electrónico. Más adelante nos dará su número de Seguro Social, verificará sus ingresos y subirá una foto de una identificación emitida por el gobierno y la página de declaraciones de su seguro de propietario de vivienda.',
  },
  {
    id: 'eligibility',
    title: '¿Quién puede presentar una solicitud?',
    phrasings: [
      'soy elegible',
      'quién califica',
      'en qué estados prestan',
      'edad mínima',
      'puedo solicitar si acabo de comprar mi casa',
    ],
    keywords: ['elegible', 'elegibilidad', 'calificar', 'edad', 'propietario', 'compré', 'compra', '90 días'],
    answer:
      'Debe ser propietario de la vivienda con la que presenta la solicitud y tener {minimumAgeRule}. {companyNameShort} presta en {licensedStates}. Una vivienda comprada o cuyo título cambió en los últimos 90 días todavía no se puede usar. Lo demás depende de su crédito, sus ingresos y el capital de su vivienda, que su solicitud verifica.',
  },
  {
    id: 'occupancy',
    title: '¿Puedo usar una segunda vivienda o una propiedad de inversión?',
    phrasings: [
      'segunda vivienda',
      'propiedad de alquiler',
      'propiedad de inversión',
      'tiene que ser mi residencia principal',
    ],
    keywords: ['ocupación', 'residencia principal', 'segunda vivienda', 'inversión', 'alquiler', 'renta'],
    answer:
      'La solicitud le pregunta cómo usa la propiedad: residencia principal, segunda vivienda o propiedad de inversión. Si no es su residencia principal, también le pedimos la dirección de su domicilio. Sus ofertas muestran lo que está disponible para esa propiedad.',
  },
  {
    id: 'soft-credit-check',
    title: '¿Ver mis ofertas afecta mi puntaje de crédito?',
    phrasings: [
      'esto afecta mi crédito',
      'consulta blanda',
      'bajará mi puntaje',
      'consulta de crédito para ver ofertas',
    ],
    keywords: ['consulta blanda', 'puntaje de crédito', 'consulta', 'afectar', 'baja'],
    answer:
      'No. Sus ofertas se obtienen con una consulta de crédito blanda, que no afecta su puntaje de crédito. Solo hacemos una consulta de crédito rigurosa después de que usted elige una oferta y la autoriza.',
  },
  {
    id: 'credit-score-needed',
    title: '¿Qué puntaje de crédito necesito?',
    phrasings: [
      'puntaje de crédito mínimo',
      'qué puntaje necesito para calificar',
      'mi puntaje de crédito afecta mi tasa',
    ],
    keywords: ['puntaje de crédito', 'fico', 'puntaje mínimo', 'calificar', 'margen'],
    answer:
      'Las ofertas de {companyNameShort} empiezan con un puntaje de crédito de {minCreditScore}; un puntaje más alto obtiene un margen menor y, por lo tanto, una APR más baja. También cuentan sus ingresos, sus deudas y el capital de su vivienda. Ver sus ofertas es una consulta de crédito blanda que no afecta su puntaje.',
  },
  {
    id: 'hard-credit-check',
    title: '¿Cuándo hacen una consulta de crédito rigurosa?',
    phrasings: [
      'consulta dura',
      'consulta rigurosa',
      'cuándo revisan mi crédito',
      'revisión completa de crédito',
    ],
    keywords: ['consulta rigurosa', 'consulta dura', 'consulta', 'autorizar', 'informe de crédito'],
    answer:
      'Solo después de que usted elige una oferta y la autoriza, al presentar su solicitud. Una consulta rigurosa aparece en su informe de crédito. Si en ese momento su informe está congelado, le pedimos que levante el congelamiento por unos días antes de continuar.',
  },
  {
    id: 'credit-freeze',
    title: 'Mi informe de crédito está congelado. ¿Qué hago?',
    phrasings: [
      'congelamiento de crédito',
      'mi crédito está bloqueado',
      'cómo levantar un congelamiento',
      'pin del congelamiento',
    ],
    keywords: ['congelamiento', 'congelado', 'bloqueado', 'pin', 'agencia de crédito', 'levantar'],
    answer:
      'Inicie sesión en su cuenta de cada agencia de crédito (o llámelas), elija levantarlo temporalmente (siete días es suficiente) y luego vuelva a su solicitud y díganos que ya lo levantó: volvemos a consultar de inmediato. Si su congelamiento tiene un PIN, puede darnos el PIN en su lugar; lo usamos una sola vez y nunca lo guardamos.',
  },
  {
    id: 'ssn-requested',
    title: '¿Por qué me piden mi número de Seguro Social?',
    phrasings: [
      'por qué necesitan mi ssn',
      'número de seguro social',
      'no encontraron mi historial de crédito',
    ],
    keywords: ['ssn', 'seguro social', 'historial de crédito', 'identidad', 'no coincide'],
    answer:
      'Si no encontramos su historial de crédito con su nombre, fecha de nacimiento y dirección, le pedimos su número de Seguro Social completo y volvemos a buscar; sigue siendo una consulta blanda. Su número se cifra en cuanto nos llega, y solo mostramos sus últimos 4 dígitos.',
  },
  {
    id: 'save-and-resume',
    title: '¿Puedo dejar la solicitud y volver más tarde?',
    phrasings: ['puedo terminar después', 'guardar mi solicitud', 'continuar mi solicitud', 'dónde me quedé'],
    keywords: ['guardar', 'retomar', 'continuar', 'después', 'iniciar sesión'],
    answer:
      'Sí. Todo lo que ingresa se guarda a medida que avanza. Inicie sesión con su dirección de correo electrónico y su contraseña, y continuará donde se quedó.',
  },
  {
    id: 'application-id',
    title: '¿Dónde encuentro mi número de solicitud?',
    phrasings: ['número de solicitud', 'número de préstamo', 'número de referencia', 'id de solicitud'],
    keywords: ['id de solicitud', 'número de préstamo', 'referencia', 'número'],
    answer:
      'Su ID de solicitud aparece en Su oferta, en las páginas de su solicitud, y en sus documentos. Téngalo a mano cuando nos llame al {phone}.',
  },
  {
    id: 'co-owners',
    title: 'Otra persona es dueña de la vivienda conmigo. ¿Tiene que firmar?',
    phrasings: [
      'copropietario',
      'mi esposa está en el título',
      'firmante adicional',
      'dueño en conjunto',
      'mi cónyuge tiene que firmar',
    ],
    keywords: [
      'copropietario',
      'cónyuge',
      'en conjunto',
      'firmante adicional',
      'propietario en el título',
      'título',
    ],
    answer:
      'Sí. Cada propietario que figura en el título firma la escritura de fideicomiso que permite que la vivienda garantice la línea. Cada uno tiene su propia área de firmante, donde verifica su identidad, firma la escritura de fideicomiso y el Aviso del derecho de cancelación, y guarda sus copias firmadas. Cualquier propietario también puede cancelar dentro del derecho de cancelación de tres días hábiles.',
  },
  {
    id: 'trust-ownership',
    title: 'Mi vivienda está en un fideicomiso. ¿Puedo presentar una solicitud?',
    phrasings: [
      'fideicomiso en vida',
      'casa en un fideicomiso',
      'propiedad de un fideicomiso',
      'fideicomiso revocable',
    ],
    keywords: ['fideicomiso', 'fiduciario', 'contrato de fideicomiso', 'titularidad'],
    answer:
      'Puede indicarnos que la vivienda está en un fideicomiso al presentar la solicitud. Después le pedimos los documentos del fideicomiso, como el contrato de fideicomiso, en un pedido en su panel, y nuestro equipo los revisa, por lo general en 1 a 2 días hábiles.',
  },
  {
    id: 'loan-officer',
    title: '¿Quién es mi oficial de préstamos o corredor?',
    phrasings: ['mi corredor', 'contacto del oficial de préstamos', 'quién me refirió'],
    keywords: ['corredor', 'oficial de préstamos', 'originador', 'nmls', 'referido'],
    answer:
      'Si presentó su solicitud a través de un oficial de préstamos o un corredor, su tarjeta con su nombre, correo electrónico, teléfono y número NMLS aparece junto a su solicitud. Si no, nuestro equipo le ayuda directamente en el {phone} o en {email}.',
  },
  {
    id: 'property-not-found',
    title: 'No encontraron mi propiedad',
    phrasings: [
      'propiedad no encontrada',
      'no encuentran mi dirección',
      'propiedad equivocada',
      'varias propiedades',
    ],
    keywords: ['propiedad', 'dirección', 'no encontrada', 'registros públicos', 'unidad'],
    answer:
      'Revise la dirección y elíjala de la lista. Un error de escritura, la falta del número de unidad o una construcción nueva pueden impedir que la encontremos en los registros públicos. Si encontramos más de una propiedad en la dirección, usted elige cuál es la suya.',
  },
  {
    id: 'underwriting-review',
    title: '¿Por qué un suscriptor está revisando mi solicitud?',
    phrasings: ['revisión manual', 'el suscriptor está revisando', 'por qué mi solicitud está en revisión'],
    keywords: ['suscriptor', 'revisión', 'suscripción', 'revisión manual', 'morosidad', 'pago atrasado'],
    answer:
      'Algunas solicitudes simplemente las revisa una persona, por ejemplo cuando un informe de crédito muestra un pago con 90 días o más de atraso en los últimos 2 años. La mayoría de las revisiones terminan en 1 a 2 días hábiles. Si necesitamos algo de usted, le enviaremos un correo electrónico y lo pondremos en su panel.',
  },
];

import { Channel, CHANNELS, DraftLanguage, DraftTemplate } from '@innkeep/contract';

import { CHANNEL_NAMES } from '../../model/channel-names';

/** The values a draft may use, by the name `facts` and `missing` give them. */
export interface DraftFacts {
  guestFirstName?: string;
  guestName?: string;
  propertyName?: string;
  unitName?: string;
  arrivalDate?: string;
  departureDate?: string;
  nights?: number;
  checkInTime?: string;
  checkOutTime?: string;
  /** `HH:MM–HH:MM`, the property's arrival time window. */
  arrivalWindow?: string;
  address?: string;
  houseRules?: string;
  totalAmountMinor?: number;
  balanceMinor?: number;
  currency?: string;
  channel?: string;
  /** The host's own words for this message. */
  notes?: string;
}

export type FactName = keyof DraftFacts;

/** The facts after formatting for one language (dates, amounts). */
type Shown = Record<FactName, string>;

interface Line {
  /** Facts the line cannot be written without; a missing one leaves the line out and is named in `missing`. */
  needs: FactName[];
  /** The line is wanted only when this holds (a balance due, a channel that takes reviews). */
  when?: (facts: DraftFacts) => boolean;
  text: Record<DraftLanguage, (shown: Shown) => string>;
}

interface Template {
  subject: Line;
  /** Used when the subject's facts are missing. */
  fallbackSubject: Record<DraftLanguage, string>;
  lines: Line[];
}

const LOCALES: Record<DraftLanguage, string> = { en: 'en-GB', pt: 'pt-PT', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' };

const greeting: Line = {
  needs: ['guestFirstName'],
  text: {
    en: (f) => `Hello ${f.guestFirstName},`,
    pt: (f) => `Olá ${f.guestFirstName},`,
    es: (f) => `Hola, ${f.guestFirstName}:`,
    fr: (f) => `Bonjour ${f.guestFirstName},`,
    de: (f) => `Hallo ${f.guestFirstName},`,
  },
};

const GENERIC_GREETING: Record<DraftLanguage, string> = { en: 'Hello,', pt: 'Olá,', es: 'Hola:', fr: 'Bonjour,', de: 'Hallo,' };

const notes: Line = {
  needs: ['notes'],
  text: { en: (f) => f.notes, pt: (f) => f.notes, es: (f) => f.notes, fr: (f) => f.notes, de: (f) => f.notes },
};
/** The host's words are optional in every template but REPLY, which is nothing without them. */
const optionalNotes: Line = { ...notes, when: (facts) => facts.notes !== undefined };

const stayDates: Line = {
  needs: ['propertyName', 'arrivalDate', 'departureDate', 'nights'],
  text: {
    en: (f) => `Thank you for booking ${f.propertyName}. We look forward to welcoming you from ${f.arrivalDate} to ${f.departureDate} (${f.nights} nights).`,
    pt: (f) => `Obrigado por reservar ${f.propertyName}. Teremos todo o gosto em recebê-lo de ${f.arrivalDate} a ${f.departureDate} (${f.nights} noites).`,
    es: (f) => `Gracias por reservar ${f.propertyName}. Te esperamos del ${f.arrivalDate} al ${f.departureDate} (${f.nights} noches).`,
    fr: (f) => `Merci d’avoir réservé ${f.propertyName}. Nous avons hâte de vous accueillir du ${f.arrivalDate} au ${f.departureDate} (${f.nights} nuits).`,
    de: (f) =>
      `Vielen Dank für Ihre Buchung in ${f.propertyName}. Wir freuen uns, Sie vom ${f.arrivalDate} bis zum ${f.departureDate} (${f.nights} Nächte) zu begrüßen.`,
  },
};

const checkInOut: Line = {
  needs: ['checkInTime', 'checkOutTime'],
  text: {
    en: (f) => `Check-in is from ${f.checkInTime} and check-out is by ${f.checkOutTime}.`,
    pt: (f) => `O check-in é a partir das ${f.checkInTime} e o check-out até às ${f.checkOutTime}.`,
    es: (f) => `La entrada es a partir de las ${f.checkInTime} y la salida, hasta las ${f.checkOutTime}.`,
    fr: (f) => `L’arrivée se fait à partir de ${f.checkInTime} et le départ avant ${f.checkOutTime}.`,
    de: (f) => `Der Check-in ist ab ${f.checkInTime} Uhr möglich, der Check-out bis ${f.checkOutTime} Uhr.`,
  },
};

/** The window's two ends, from the fact `HH:MM–HH:MM`. */
const windowEnds = (shown: Shown) => shown.arrivalWindow.split('–');

const arrivalWindow: Line = {
  needs: ['arrivalWindow'],
  text: {
    en: (f) => `Please plan to arrive between ${windowEnds(f)[0]} and ${windowEnds(f)[1]}.`,
    pt: (f) => `Por favor, planeie chegar entre as ${windowEnds(f)[0]} e as ${windowEnds(f)[1]}.`,
    es: (f) => `Por favor, planifica tu llegada entre las ${windowEnds(f)[0]} y las ${windowEnds(f)[1]}.`,
    fr: (f) => `Merci de prévoir votre arrivée entre ${windowEnds(f)[0]} et ${windowEnds(f)[1]}.`,
    de: (f) => `Bitte planen Sie Ihre Ankunft zwischen ${windowEnds(f)[0]} und ${windowEnds(f)[1]} Uhr.`,
  },
};

const address: Line = {
  needs: ['address'],
  text: {
    en: (f) => `The address is ${f.address}.`,
    pt: (f) => `A morada é ${f.address}.`,
    es: (f) => `La dirección es ${f.address}.`,
    fr: (f) => `L’adresse est ${f.address}.`,
    de: (f) => `Die Adresse lautet ${f.address}.`,
  },
};

const houseRules: Line = {
  needs: ['houseRules'],
  text: {
    en: (f) => `House rules: ${f.houseRules}`,
    pt: (f) => `Regras da casa: ${f.houseRules}`,
    es: (f) => `Normas de la casa: ${f.houseRules}`,
    fr: (f) => `Règlement intérieur : ${f.houseRules}`,
    de: (f) => `Hausordnung: ${f.houseRules}`,
  },
};

const total: Line = {
  needs: ['totalAmountMinor'],
  text: {
    en: (f) => `The total for your stay is ${f.totalAmountMinor}.`,
    pt: (f) => `O total da sua estadia é ${f.totalAmountMinor}.`,
    es: (f) => `El total de tu estancia es ${f.totalAmountMinor}.`,
    fr: (f) => `Le montant total de votre séjour est de ${f.totalAmountMinor}.`,
    de: (f) => `Der Gesamtbetrag Ihres Aufenthalts beträgt ${f.totalAmountMinor}.`,
  },
};

const balanceDue: Line = {
  needs: ['balanceMinor'],
  when: (facts) => facts.balanceMinor === undefined || facts.balanceMinor > 0,
  text: {
    en: (f) => `A balance of ${f.balanceMinor} is due on arrival.`,
    pt: (f) => `Fica em falta o pagamento de ${f.balanceMinor} à chegada.`,
    es: (f) => `A tu llegada queda pendiente un saldo de ${f.balanceMinor}.`,
    fr: (f) => `Un solde de ${f.balanceMinor} reste à régler à l’arrivée.`,
    de: (f) => `Bei Ankunft ist ein Restbetrag von ${f.balanceMinor} fällig.`,
  },
};

const questions: Line = {
  needs: [],
  text: {
    en: () => 'If you have any questions, just reply to this message.',
    pt: () => 'Se tiver alguma dúvida, basta responder a esta mensagem.',
    es: () => 'Si tienes cualquier pregunta, responde a este mensaje.',
    fr: () => 'Pour toute question, répondez simplement à ce message.',
    de: () => 'Bei Fragen antworten Sie einfach auf diese Nachricht.',
  },
};

const signOff: Line = {
  needs: ['propertyName'],
  text: {
    en: (f) => `Best regards,\n${f.propertyName}`,
    pt: (f) => `Com os melhores cumprimentos,\n${f.propertyName}`,
    es: (f) => `Un saludo,\n${f.propertyName}`,
    fr: (f) => `Bien cordialement,\n${f.propertyName}`,
    de: (f) => `Viele Grüße\n${f.propertyName}`,
  },
};

const isChannel = (facts: DraftFacts) => facts.channel !== undefined && (CHANNELS as readonly string[]).includes(facts.channel);

export const TEMPLATES: Record<DraftTemplate, Template> = {
  WELCOME: {
    subject: {
      needs: ['propertyName'],
      text: {
        en: (f) => `Your stay at ${f.propertyName}`,
        pt: (f) => `A sua estadia em ${f.propertyName}`,
        es: (f) => `Tu estancia en ${f.propertyName}`,
        fr: (f) => `Votre séjour à ${f.propertyName}`,
        de: (f) => `Ihr Aufenthalt in ${f.propertyName}`,
      },
    },
    fallbackSubject: { en: 'Your stay', pt: 'A sua estadia', es: 'Tu estancia', fr: 'Votre séjour', de: 'Ihr Aufenthalt' },
    lines: [greeting, stayDates, checkInOut, arrivalWindow, total, optionalNotes, questions, signOff],
  },
  CHECK_IN_INSTRUCTIONS: {
    subject: {
      needs: ['arrivalDate'],
      text: {
        en: (f) => `Check-in details for ${f.arrivalDate}`,
        pt: (f) => `Informações de check-in para ${f.arrivalDate}`,
        es: (f) => `Datos de entrada para el ${f.arrivalDate}`,
        fr: (f) => `Informations d’arrivée pour le ${f.arrivalDate}`,
        de: (f) => `Check-in-Informationen für ${f.arrivalDate}`,
      },
    },
    fallbackSubject: {
      en: 'Check-in details',
      pt: 'Informações de check-in',
      es: 'Datos de entrada',
      fr: 'Informations d’arrivée',
      de: 'Check-in-Informationen',
    },
    lines: [
      greeting,
      {
        needs: ['propertyName', 'unitName', 'arrivalDate'],
        text: {
          en: (f) => `Your stay at ${f.propertyName} (${f.unitName}) begins on ${f.arrivalDate}.`,
          pt: (f) => `A sua estadia em ${f.propertyName} (${f.unitName}) começa a ${f.arrivalDate}.`,
          es: (f) => `Tu estancia en ${f.propertyName} (${f.unitName}) empieza el ${f.arrivalDate}.`,
          fr: (f) => `Votre séjour à ${f.propertyName} (${f.unitName}) commence le ${f.arrivalDate}.`,
          de: (f) => `Ihr Aufenthalt in ${f.propertyName} (${f.unitName}) beginnt am ${f.arrivalDate}.`,
        },
      },
      {
        needs: ['checkInTime'],
        text: {
          en: (f) => `Check-in is from ${f.checkInTime}.`,
          pt: (f) => `O check-in é a partir das ${f.checkInTime}.`,
          es: (f) => `La entrada es a partir de las ${f.checkInTime}.`,
          fr: (f) => `L’arrivée se fait à partir de ${f.checkInTime}.`,
          de: (f) => `Der Check-in ist ab ${f.checkInTime} Uhr möglich.`,
        },
      },
      arrivalWindow,
      address,
      houseRules,
      balanceDue,
      optionalNotes,
      questions,
      signOff,
    ],
  },
  CHECKOUT_REMINDER: {
    subject: {
      needs: ['departureDate'],
      text: {
        en: (f) => `Check-out on ${f.departureDate}`,
        pt: (f) => `Check-out a ${f.departureDate}`,
        es: (f) => `Salida el ${f.departureDate}`,
        fr: (f) => `Départ le ${f.departureDate}`,
        de: (f) => `Check-out am ${f.departureDate}`,
      },
    },
    fallbackSubject: { en: 'Check-out', pt: 'Check-out', es: 'Salida', fr: 'Départ', de: 'Check-out' },
    lines: [
      greeting,
      {
        needs: ['departureDate', 'checkOutTime'],
        text: {
          en: (f) => `A reminder that check-out is on ${f.departureDate} by ${f.checkOutTime}.`,
          pt: (f) => `Lembramos que o check-out é a ${f.departureDate} até às ${f.checkOutTime}.`,
          es: (f) => `Te recordamos que la salida es el ${f.departureDate} antes de las ${f.checkOutTime}.`,
          fr: (f) => `Petit rappel : le départ est prévu le ${f.departureDate} avant ${f.checkOutTime}.`,
          de: (f) => `Zur Erinnerung: Der Check-out ist am ${f.departureDate} bis ${f.checkOutTime} Uhr.`,
        },
      },
      houseRules,
      {
        needs: ['propertyName'],
        text: {
          en: (f) => `We hope you enjoyed your stay at ${f.propertyName}.`,
          pt: (f) => `Esperamos que tenha gostado da sua estadia em ${f.propertyName}.`,
          es: (f) => `Esperamos que hayas disfrutado de tu estancia en ${f.propertyName}.`,
          fr: (f) => `Nous espérons que vous avez apprécié votre séjour à ${f.propertyName}.`,
          de: (f) => `Wir hoffen, Sie haben Ihren Aufenthalt in ${f.propertyName} genossen.`,
        },
      },
      optionalNotes,
      signOff,
    ],
  },
  THANK_YOU: {
    subject: {
      needs: ['propertyName'],
      text: {
        en: (f) => `Thank you for staying at ${f.propertyName}`,
        pt: (f) => `Obrigado pela sua estadia em ${f.propertyName}`,
        es: (f) => `Gracias por alojarte en ${f.propertyName}`,
        fr: (f) => `Merci pour votre séjour à ${f.propertyName}`,
        de: (f) => `Danke für Ihren Aufenthalt in ${f.propertyName}`,
      },
    },
    fallbackSubject: { en: 'Thank you', pt: 'Obrigado', es: 'Gracias', fr: 'Merci', de: 'Vielen Dank' },
    lines: [
      greeting,
      {
        needs: ['propertyName', 'arrivalDate', 'departureDate'],
        text: {
          en: (f) => `Thank you for staying with us at ${f.propertyName} from ${f.arrivalDate} to ${f.departureDate}.`,
          pt: (f) => `Obrigado por ter ficado connosco em ${f.propertyName} de ${f.arrivalDate} a ${f.departureDate}.`,
          es: (f) => `Gracias por alojarte con nosotros en ${f.propertyName} del ${f.arrivalDate} al ${f.departureDate}.`,
          fr: (f) => `Merci d’avoir séjourné chez nous à ${f.propertyName} du ${f.arrivalDate} au ${f.departureDate}.`,
          de: (f) => `Vielen Dank, dass Sie vom ${f.arrivalDate} bis zum ${f.departureDate} bei uns in ${f.propertyName} gewohnt haben.`,
        },
      },
      {
        needs: [],
        text: {
          en: () => 'We hope to welcome you again soon.',
          pt: () => 'Esperamos recebê-lo novamente em breve.',
          es: () => 'Esperamos volver a recibirte pronto.',
          fr: () => 'Nous espérons vous accueillir à nouveau très bientôt.',
          de: () => 'Wir hoffen, Sie bald wieder bei uns begrüßen zu dürfen.',
        },
      },
      optionalNotes,
      signOff,
    ],
  },
  REVIEW_REQUEST: {
    subject: {
      needs: ['propertyName'],
      text: {
        en: (f) => `How was your stay at ${f.propertyName}?`,
        pt: (f) => `Como foi a sua estadia em ${f.propertyName}?`,
        es: (f) => `¿Qué tal tu estancia en ${f.propertyName}?`,
        fr: (f) => `Comment s’est passé votre séjour à ${f.propertyName} ?`,
        de: (f) => `Wie war Ihr Aufenthalt in ${f.propertyName}?`,
      },
    },
    fallbackSubject: {
      en: 'How was your stay?',
      pt: 'Como foi a sua estadia?',
      es: '¿Qué tal tu estancia?',
      fr: 'Comment s’est passé votre séjour ?',
      de: 'Wie war Ihr Aufenthalt?',
    },
    lines: [
      greeting,
      {
        needs: ['propertyName'],
        text: {
          en: (f) => `Thank you for staying at ${f.propertyName}.`,
          pt: (f) => `Obrigado por ter ficado em ${f.propertyName}.`,
          es: (f) => `Gracias por alojarte en ${f.propertyName}.`,
          fr: (f) => `Merci d’avoir séjourné à ${f.propertyName}.`,
          de: (f) => `Vielen Dank für Ihren Aufenthalt in ${f.propertyName}.`,
        },
      },
      {
        needs: ['channel'],
        when: isChannel,
        text: {
          en: (f) => `If you enjoyed it, we would be grateful for a review on ${f.channel}.`,
          pt: (f) => `Se gostou, agradecíamos muito uma avaliação no ${f.channel}.`,
          es: (f) => `Si te ha gustado, te agradeceríamos mucho una reseña en ${f.channel}.`,
          fr: (f) => `Si vous avez apprécié, un avis sur ${f.channel} nous ferait très plaisir.`,
          de: (f) => `Wenn es Ihnen gefallen hat, freuen wir uns sehr über eine Bewertung auf ${f.channel}.`,
        },
      },
      {
        needs: [],
        when: (facts) => !isChannel(facts),
        text: {
          en: () => 'We would love to hear how it went: just reply to this message.',
          pt: () => 'Gostaríamos muito de saber como correu: basta responder a esta mensagem.',
          es: () => 'Nos encantaría saber qué tal fue: responde a este mensaje.',
          fr: () => 'Nous serions ravis d’avoir votre avis : répondez simplement à ce message.',
          de: () => 'Wir würden gern hören, wie es Ihnen gefallen hat: Antworten Sie einfach auf diese Nachricht.',
        },
      },
      optionalNotes,
      signOff,
    ],
  },
  REPLY: {
    subject: {
      needs: ['propertyName'],
      text: {
        en: (f) => `Re: your stay at ${f.propertyName}`,
        pt: (f) => `Re: a sua estadia em ${f.propertyName}`,
        es: (f) => `Re: tu estancia en ${f.propertyName}`,
        fr: (f) => `Re : votre séjour à ${f.propertyName}`,
        de: (f) => `Re: Ihr Aufenthalt in ${f.propertyName}`,
      },
    },
    fallbackSubject: { en: 'Re: your message', pt: 'Re: a sua mensagem', es: 'Re: tu mensaje', fr: 'Re : votre message', de: 'Re: Ihre Nachricht' },
    lines: [
      greeting,
      {
        needs: [],
        text: {
          en: () => 'Thank you for your message.',
          pt: () => 'Obrigado pela sua mensagem.',
          es: () => 'Gracias por tu mensaje.',
          fr: () => 'Merci pour votre message.',
          de: () => 'Vielen Dank für Ihre Nachricht.',
        },
      },
      notes,
      signOff,
    ],
  },
};

function formatDate(date: string, language: DraftLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function formatAmount(minor: number, currency: string, language: DraftLanguage): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency }).format(minor / 100);
}

/** Each fact as the text shows it in the language. */
function show(facts: DraftFacts, language: DraftLanguage): Shown {
  const shown = {} as Shown;
  for (const [name, value] of Object.entries(facts) as [FactName, string | number | undefined][]) {
    if (value === undefined) continue;
    if (name === 'arrivalDate' || name === 'departureDate') shown[name] = formatDate(String(value), language);
    else if ((name === 'totalAmountMinor' || name === 'balanceMinor') && facts.currency) shown[name] = formatAmount(Number(value), facts.currency, language);
    else if (name === 'channel') shown[name] = CHANNEL_NAMES[value as Channel] ?? String(value);
    else shown[name] = String(value);
  }
  return shown;
}

export interface RenderedDraft {
  subject: string;
  body: string;
  /** The facts the text uses. */
  used: FactName[];
  /** The facts lines wanted and did not have; those lines are left out. */
  missing: FactName[];
}

/** Fills a template: a line whose facts are all known is written, any other is left out and its gaps named. */
export function renderDraft(template: DraftTemplate, language: DraftLanguage, facts: DraftFacts): RenderedDraft {
  const { subject, fallbackSubject, lines } = TEMPLATES[template];
  const shown = show(facts, language);
  const used = new Set<FactName>();
  const missing = new Set<FactName>();
  const write = (line: Line): string | null => {
    if (line.when && !line.when(facts)) return null;
    const absent = line.needs.filter((name) => facts[name] === undefined);
    if (absent.length > 0) {
      absent.forEach((name) => missing.add(name));
      return null;
    }
    line.needs.forEach((name) => used.add(name));
    // Amounts are shown in the stay's currency, so the currency is a fact they use.
    if (line.needs.some((name) => name === 'totalAmountMinor' || name === 'balanceMinor')) used.add('currency');
    return line.text[language](shown);
  };
  const subjectText = write(subject) ?? fallbackSubject[language];
  const paragraphs = lines
    .map((line) => (line === greeting ? (write(line) ?? GENERIC_GREETING[language]) : write(line)))
    .filter((text): text is string => text !== null);
  return { subject: subjectText, body: paragraphs.join('\n\n'), used: [...used], missing: [...missing] };
}

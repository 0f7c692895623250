import { isUiLanguage, type UiLanguage } from "../../core/rules/ui-languages";

/**
 * The e-mails volunteers receive, in each language of the volunteers' pages (issue 25). Their data is
 * health data: an e-mail names the study and says that something waits, never a message's text or
 * anything of the profile.
 */
export interface VolunteerMailTexts {
  verification(firstName: string, link: string, hours: number): { subject: string; text: string };
  /** Signing up again with the address of an account that waits for its link. */
  verificationAgain(
    firstName: string,
    link: string,
    hours: number,
    forgotLink: string,
  ): { subject: string; text: string };
  alreadyRegistered(signInLink: string, forgotLink: string): { subject: string; text: string };
  passwordReset(firstName: string, link: string, hours: number): { subject: string; text: string };
  newMessage(studyTitle: string, link: string): { subject: string; text: string };
  newAsk(studyTitle: string, link: string): { subject: string; text: string };
  digest(parts: {
    messages?: { titles: readonly string[]; link: string };
    asks?: { titles: readonly string[]; link: string };
  }): {
    subject: string;
    text: string;
  };
  footer(settingsLink: string): string;
}

const list = (titles: readonly string[]) => titles.map((title) => `- ${title}`).join("\n");

const english: VolunteerMailTexts = {
  verification: (firstName, link, hours) => ({
    subject: "Confirm your e-mail address for Recruit",
    text: `Hello ${firstName},\n\nWelcome to Recruit. Confirm your e-mail address to open your account:\n${link}\n\nThe link works once, for ${hours} hours.\n`,
  }),
  verificationAgain: (firstName, link, hours, forgotLink) => ({
    subject: "Confirm your e-mail address for Recruit",
    text: `Hello ${firstName},\n\nSomeone (probably you) signed up to Recruit again with this address. Its account is not open yet: confirm your e-mail address to open it:\n${link}\n\nThe link works once, for ${hours} hours. Then sign in with the password you chose when you first signed up. If you do not remember it, choose a new one: ${forgotLink}\n`,
  }),
  alreadyRegistered: (signInLink, forgotLink) => ({
    subject: "You have a Recruit account already",
    text: `Hello,\n\nSomeone (probably you) tried to sign up to Recruit with this address, which has an account already.\n\nSign in: ${signInLink}\nForgot your password? ${forgotLink}\n`,
  }),
  passwordReset: (firstName, link, hours) => ({
    subject: "Reset your Recruit password",
    text: `Hello ${firstName},\n\nChoose a new password here:\n${link}\n\nThe link works once, for ${hours} hours. If you did not ask for it, ignore this e-mail.\n`,
  }),
  newMessage: (studyTitle, link) => ({
    subject: "You have a new message from a study team",
    text: `Hello,\n\nThe study team of "${studyTitle}" sent you a message on Recruit.\n\nSign in to read it:\n${link}`,
  }),
  newAsk: (studyTitle, link) => ({
    subject: "A study team would like to know if you are interested",
    text: `Hello,\n\nThe study team of "${studyTitle}" thinks you may be a good fit for their study and would like to know if you are interested.\n\nSign in to see the study:\n${link}`,
  }),
  digest: ({ messages, asks }) => {
    const parts = ["Hello,"];
    if (messages) {
      parts.push(
        `You have new messages from the study teams of:\n${list(messages.titles)}\n\nSign in to read them:\n${messages.link}`,
      );
    }
    if (asks) {
      parts.push(
        `These study teams would like to know if you are interested in their study:\n${list(asks.titles)}\n\nSign in to see them:\n${asks.link}`,
      );
    }
    return { subject: "Your updates from Recruit", text: parts.join("\n\n") };
  },
  footer: (settingsLink) =>
    `\n\n--\nYou receive this e-mail because of your notification settings on Recruit. You can change how often we write to you in your profile:\n${settingsLink}\n`,
};

const spanish: VolunteerMailTexts = {
  verification: (firstName, link, hours) => ({
    subject: "Confirme su correo electrónico para Recruit",
    text: `Hola, ${firstName}:\n\nLe damos la bienvenida a Recruit. Confirme su dirección de correo electrónico para activar su cuenta:\n${link}\n\nEl enlace funciona una sola vez, durante ${hours} horas.\n`,
  }),
  verificationAgain: (firstName, link, hours, forgotLink) => ({
    subject: "Confirme su correo electrónico para Recruit",
    text: `Hola, ${firstName}:\n\nAlguien (probablemente usted) volvió a registrarse en Recruit con esta dirección. Su cuenta todavía no está activa: confirme su dirección de correo electrónico para activarla:\n${link}\n\nEl enlace funciona una sola vez, durante ${hours} horas. Luego inicie sesión con la contraseña que eligió la primera vez que se registró. Si no la recuerda, elija una nueva: ${forgotLink}\n`,
  }),
  alreadyRegistered: (signInLink, forgotLink) => ({
    subject: "Usted ya tiene una cuenta en Recruit",
    text: `Hola:\n\nAlguien (probablemente usted) intentó registrarse en Recruit con esta dirección, que ya tiene una cuenta.\n\nIniciar sesión: ${signInLink}\n¿Olvidó su contraseña? ${forgotLink}\n`,
  }),
  passwordReset: (firstName, link, hours) => ({
    subject: "Cambie su contraseña de Recruit",
    text: `Hola, ${firstName}:\n\nElija una contraseña nueva aquí:\n${link}\n\nEl enlace funciona una sola vez, durante ${hours} horas. Si usted no lo pidió, no haga caso a este correo.\n`,
  }),
  newMessage: (studyTitle, link) => ({
    subject: "Tiene un mensaje nuevo de un equipo de estudio",
    text: `Hola:\n\nEl equipo del estudio "${studyTitle}" le envió un mensaje en Recruit.\n\nInicie sesión para leerlo:\n${link}`,
  }),
  newAsk: (studyTitle, link) => ({
    subject: "Un equipo de estudio quiere saber si le interesa participar",
    text: `Hola:\n\nEl equipo del estudio "${studyTitle}" cree que usted podría participar en su estudio y quiere saber si le interesa.\n\nInicie sesión para ver el estudio:\n${link}`,
  }),
  digest: ({ messages, asks }) => {
    const parts = ["Hola:"];
    if (messages) {
      parts.push(
        `Tiene mensajes nuevos de los equipos de estos estudios:\n${list(messages.titles)}\n\nInicie sesión para leerlos:\n${messages.link}`,
      );
    }
    if (asks) {
      parts.push(
        `Estos equipos de estudio quieren saber si le interesa participar en su estudio:\n${list(asks.titles)}\n\nInicie sesión para verlos:\n${asks.link}`,
      );
    }
    return { subject: "Sus novedades de Recruit", text: parts.join("\n\n") };
  },
  footer: (settingsLink) =>
    `\n\n--\nRecibe este correo por sus preferencias de notificación en Recruit. Puede cambiar con qué frecuencia le escribimos en su perfil:\n${settingsLink}\n`,
};

const TEXTS: Record<UiLanguage, VolunteerMailTexts> = { en: english, es: spanish };

/** The e-mail texts of a volunteer's language; English when it is unknown or has no texts. */
export function volunteerMailTexts(language: string | null | undefined): VolunteerMailTexts {
  const code = (language ?? "").toLowerCase();
  return isUiLanguage(code) ? TEXTS[code] : english;
}

import type { Locale } from '../../contract/person.ts';
import { EMAIL_TOKEN_MINUTES } from '../../contract/sign-in.ts';
import type { OutgoingMail } from './mailer.ts';

/** The messages we mail: each has a subject, paragraphs, and maybe a button (the link) and a code. */
export type MailKind =
  | 'sign-in'
  | 'password-reset'
  | 'reset-without-account'
  | 'verify-email'
  | 'change-email'
  | 'change-notice'
  | 'email-in-use'
  | 'registration-notice';

export interface MailValues {
  to: string;
  link?: string;
  code?: string;
  /** change-notice: the address the account moves to. */
  newEmail?: string;
}

interface Wording {
  subject: string;
  paragraphs: (v: MailValues) => string[];
  button?: string;
}

const M = EMAIL_TOKEN_MINUTES;

const WORDING: Record<Locale, Record<MailKind, Wording> & { ignore: string; signature: string; orOpen: string }> = {
  en: {
    ignore: 'If you did not ask for this, you can ignore this message: nothing changes.',
    signature: 'MTC Health',
    orOpen: 'Or open this address:',
    'sign-in': {
      subject: 'Your MTC Health sign-in link',
      paragraphs: (v) => [
        `Use the button below to sign in, or enter this code on the sign-in page: ${v.code ?? ''}`,
        `The link and the code work once, for ${M} minutes. If you have no account yet, one is made for this address when you use them.`,
      ],
      button: 'Sign in',
    },
    'password-reset': {
      subject: 'Choose a new MTC Health password',
      paragraphs: () => [
        'Someone (we hope you) asked to choose a new password for the MTC Health account of this address.',
        `The link works once, for ${M} minutes. Choosing a new password signs you out on every other device.`,
      ],
      button: 'Choose a new password',
    },
    'reset-without-account': {
      subject: 'MTC Health password request',
      paragraphs: () => [
        'Someone asked to reset the password of an MTC Health account at this address, but no account of that kind uses it.',
        'If it was you, you may have signed up with another address, or with Google or Apple. You can also sign in with an email link, which makes an account for this address.',
      ],
    },
    'verify-email': {
      subject: 'Confirm your email address for MTC Health',
      paragraphs: () => [`Please confirm that this address is yours. The link works once, for ${M} minutes.`],
      button: 'Confirm my address',
    },
    'change-email': {
      subject: 'Confirm your new MTC Health email address',
      paragraphs: () => [
        'Your MTC Health account is to use this address from now on. It changes when you open the link below.',
        `The link works once, for ${M} minutes.`,
      ],
      button: 'Use this address',
    },
    'change-notice': {
      subject: 'Your MTC Health email address is changing',
      paragraphs: (v) => [
        `Someone signed in to your MTC Health account asked to change its email address to ${v.newEmail ?? ''}.`,
        'If that was not you, sign in and choose "Sign out everywhere" and a new password at once.',
      ],
    },
    'email-in-use': {
      subject: 'This address already has an MTC Health account',
      paragraphs: () => [
        'Someone asked to move an MTC Health account to this address, but another account of that kind already uses it, so nothing changed.',
        'If you meant to use that other account, sign in to it instead.',
      ],
    },
    'registration-notice': {
      subject: 'Someone signed up to MTC Health with this address',
      paragraphs: () => [
        'A new MTC Health account was just registered with this email address, which already belongs to your account. The new account cannot sign in with this address, reset a password or receive mail through it, and your account is unchanged.',
        'If it was you, sign in to your existing account instead (use "Forgot password?" or an email sign-in link if you need to).',
      ],
    },
  },
  es: {
    ignore: 'Si no lo pediste, puedes ignorar este mensaje: no cambia nada.',
    signature: 'MTC Health',
    orOpen: 'O abre esta dirección:',
    'sign-in': {
      subject: 'Tu enlace para entrar en MTC Health',
      paragraphs: (v) => [
        `Usa el botón de abajo para entrar, o escribe este código en la página de acceso: ${v.code ?? ''}`,
        `El enlace y el código sirven una sola vez, durante ${M} minutos. Si aún no tienes cuenta, se crea una para esta dirección al usarlos.`,
      ],
      button: 'Entrar',
    },
    'password-reset': {
      subject: 'Elige una nueva contraseña de MTC Health',
      paragraphs: () => [
        'Alguien (esperamos que tú) pidió elegir una nueva contraseña para la cuenta de MTC Health de esta dirección.',
        `El enlace sirve una sola vez, durante ${M} minutos. Al elegir una nueva contraseña se cierra la sesión en todos los demás dispositivos.`,
      ],
      button: 'Elegir una nueva contraseña',
    },
    'reset-without-account': {
      subject: 'Solicitud de contraseña de MTC Health',
      paragraphs: () => [
        'Alguien pidió restablecer la contraseña de una cuenta de MTC Health con esta dirección, pero ninguna cuenta de ese tipo la usa.',
        'Si fuiste tú, quizá te registraste con otra dirección, o con Google o Apple. También puedes entrar con un enlace por correo, que crea una cuenta para esta dirección.',
      ],
    },
    'verify-email': {
      subject: 'Confirma tu dirección de correo para MTC Health',
      paragraphs: () => [`Confirma que esta dirección es tuya. El enlace sirve una sola vez, durante ${M} minutos.`],
      button: 'Confirmar mi dirección',
    },
    'change-email': {
      subject: 'Confirma tu nueva dirección de correo de MTC Health',
      paragraphs: () => [
        'Tu cuenta de MTC Health va a usar esta dirección a partir de ahora. El cambio se hace cuando abras el enlace de abajo.',
        `El enlace sirve una sola vez, durante ${M} minutos.`,
      ],
      button: 'Usar esta dirección',
    },
    'change-notice': {
      subject: 'Tu dirección de correo de MTC Health va a cambiar',
      paragraphs: (v) => [
        `Alguien con la sesión abierta en tu cuenta de MTC Health pidió cambiar la dirección de correo a ${v.newEmail ?? ''}.`,
        'Si no fuiste tú, entra y elige enseguida «Cerrar sesión en todas partes» y una nueva contraseña.',
      ],
    },
    'email-in-use': {
      subject: 'Esta dirección ya tiene una cuenta de MTC Health',
      paragraphs: () => [
        'Alguien pidió pasar una cuenta de MTC Health a esta dirección, pero otra cuenta de ese tipo ya la usa, así que no cambió nada.',
        'Si querías usar esa otra cuenta, entra en ella.',
      ],
    },
    'registration-notice': {
      subject: 'Alguien se registró en MTC Health con esta dirección',
      paragraphs: () => [
        'Se acaba de registrar una nueva cuenta de MTC Health con esta dirección de correo, que ya pertenece a tu cuenta. La nueva cuenta no puede entrar con esta dirección, restablecer una contraseña ni recibir correo en ella, y tu cuenta no cambia.',
        'Si fuiste tú, entra en tu cuenta de siempre (usa «¿Olvidaste tu contraseña?» o un enlace por correo si lo necesitas).',
      ],
    },
  },
  zh: {
    ignore: '如果这不是您本人的操作，请忽略本邮件：不会有任何变化。',
    signature: 'MTC Health',
    orOpen: '或打开以下地址：',
    'sign-in': {
      subject: '您的 MTC Health 登录链接',
      paragraphs: (v) => [
        `点击下方按钮登录，或在登录页面输入此验证码：${v.code ?? ''}`,
        `链接和验证码只能使用一次，${M} 分钟内有效。如果您还没有账户，使用时将为此邮箱创建一个账户。`,
      ],
      button: '登录',
    },
    'password-reset': {
      subject: '设置新的 MTC Health 密码',
      paragraphs: () => [
        '有人（希望是您本人）申请为此邮箱的 MTC Health 账户设置新密码。',
        `链接只能使用一次，${M} 分钟内有效。设置新密码后，其他所有设备上的登录都会退出。`,
      ],
      button: '设置新密码',
    },
    'reset-without-account': {
      subject: 'MTC Health 密码申请',
      paragraphs: () => [
        '有人申请重置使用此邮箱的 MTC Health 账户的密码，但没有此类账户使用这个邮箱。',
        '如果是您本人，您可能用其他邮箱或 Google、Apple 注册过。您也可以通过邮件链接登录，系统会为此邮箱创建账户。',
      ],
    },
    'verify-email': {
      subject: '确认您在 MTC Health 的邮箱地址',
      paragraphs: () => [`请确认此邮箱属于您。链接只能使用一次，${M} 分钟内有效。`],
      button: '确认我的邮箱',
    },
    'change-email': {
      subject: '确认您新的 MTC Health 邮箱地址',
      paragraphs: () => [
        '您的 MTC Health 账户将从现在起使用此邮箱。打开下方链接后即完成更改。',
        `链接只能使用一次，${M} 分钟内有效。`,
      ],
      button: '使用此邮箱',
    },
    'change-notice': {
      subject: '您的 MTC Health 邮箱地址即将更改',
      paragraphs: (v) => [
        `有人在已登录您的 MTC Health 账户的情况下，申请将邮箱更改为 ${v.newEmail ?? ''}。`,
        '如果不是您本人，请立即登录，选择“在所有设备上退出”并设置新密码。',
      ],
    },
    'email-in-use': {
      subject: '此邮箱已有 MTC Health 账户',
      paragraphs: () => [
        '有人申请将一个 MTC Health 账户改用此邮箱，但已有另一个同类账户使用它，因此没有任何更改。',
        '如果您想使用那个账户，请直接登录该账户。',
      ],
    },
    'registration-notice': {
      subject: '有人使用此邮箱注册了 MTC Health',
      paragraphs: () => [
        '刚刚有人用此邮箱注册了一个新的 MTC Health 账户，但此邮箱已属于您的账户。新账户不能用此邮箱登录、重置密码或接收邮件，您的账户不受影响。',
        '如果是您本人，请登录您原有的账户（如有需要，可使用“忘记密码？”或邮件登录链接）。',
      ],
    },
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The message of a kind in a language: plain text and HTML with the same words. */
export function composeMail(kind: MailKind, locale: Locale, values: MailValues): OutgoingMail {
  const words = WORDING[locale];
  const wording = words[kind];
  const paragraphs = wording.paragraphs(values);
  const link = wording.button ? values.link : undefined;
  const text = [...paragraphs, ...(link ? [`${wording.button}: ${link}`] : []), words.ignore, `— ${words.signature}`].join(
    '\n\n',
  );
  const html = [
    `<!doctype html><html lang="${locale === 'zh' ? 'zh-Hans' : locale}"><body style="font-family:sans-serif;line-height:1.5;color:#1e293b">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link
      ? [
          `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(wording.button ?? '')}</a></p>`,
          `<p style="font-size:13px">${escapeHtml(words.orOpen)}<br>${escapeHtml(link)}</p>`,
        ]
      : []),
    `<p style="font-size:13px;color:#64748b">${escapeHtml(words.ignore)}</p>`,
    `<p>— ${escapeHtml(words.signature)}</p></body></html>`,
  ].join('\n');
  return { to: values.to, subject: wording.subject, text, html, link };
}

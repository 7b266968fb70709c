import type { OutgoingMail } from '../../platform/mail.ts';

export function buildResetMail({ to, link, productName }: { to: string; link: string; productName: string }): OutgoingMail {
  return {
    to,
    subject: `【${productName}】パスワード再設定のご案内`,
    text: [
      `${productName} をご利用いただきありがとうございます。`,
      '',
      'パスワード再設定のお申し込みを受け付けました。',
      '次のリンクから、1時間以内に新しいパスワードを設定してください。',
      '',
      link,
      '',
      'このリンクは一度だけ使えます。お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
    ].join('\n'),
  };
}

export function buildInvitationMail({ to, name, link, productName }: { to: string; name: string; link: string; productName: string }): OutgoingMail {
  return {
    to,
    subject: `【${productName}】アカウントのご案内`,
    text: [
      `${name} 様`,
      '',
      `${productName} のアカウントが作成されました。`,
      '次のリンクから、7日以内にご自身のパスワードを設定してください。設定後、このメールアドレスでログインできます。',
      '',
      link,
      '',
      'このリンクは一度だけ使えます。期限が切れた場合は、ログイン画面の「パスワードをお忘れの方」から再設定できます。',
    ].join('\n'),
  };
}

export function buildEmailChangedMail({ to, name, newEmail, productName, loginUrl }: { to: string; name: string; newEmail: string; productName: string; loginUrl: string }): OutgoingMail {
  return {
    to,
    subject: `【${productName}】ログイン用メールアドレス変更のお知らせ`,
    text: [
      `${name} 様`,
      '',
      `${productName} のアカウントのログイン用メールアドレスが、管理者によって ${newEmail} に変更されました。`,
      'これまでのログイン状態は終了しました。今後は新しいメールアドレスでログインしてください。',
      '',
      loginUrl,
      '',
      'お心当たりがない場合は、すぐに管理者へご連絡ください。',
    ].join('\n'),
  };
}

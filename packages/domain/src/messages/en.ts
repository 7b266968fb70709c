/**
 * English for the messages the server and the contracts write in Japanese, keyed by the Japanese
 * text itself (gettext-style msgid), so no `badRequest('…')` call changes. `{name}` matches any text
 * in that place; the matched text is translated too (a field label inside a message). The server's
 * test (apps/server/src/platform/message-catalogue.test.ts) fails on a message missing here.
 */
export const EN_MESSAGES: Readonly<Record<string, string>> = {
  // Platform: sign-in, permissions, errors of every route
  'ログインが必要です。もう一度ログインしてください。': 'Please sign in again.',
  'この操作を行う権限がありません。': 'You do not have permission for this action.',
  'お探しのデータは見つかりませんでした。': 'The data you are looking for was not found.',
  '入力内容に誤りがあります。': 'Some of the input is not valid.',
  '入力内容に誤りがあります。\n{lines}': 'Some of the input is not valid.\n{lines}',
  '値が正しくありません。': 'The value is not valid.',
  'サーバーでエラーが発生しました。時間をおいてもう一度お試しください。': 'A server error occurred. Please try again later.',
  'ファイルは multipart/form-data で送ってください。': 'Send the file as multipart/form-data.',
  '送られたファイルのデータを読み取れませんでした。ファイルを選び直してもう一度お試しください。':
    'The uploaded file could not be read. Choose the file again and retry.',
  '同じ内容のデータがすでに登録されています。画面を更新して確認してください。': 'The same data is already registered. Reload the page to check.',
  '関連するデータがあるため、この操作はできません。': 'This is not possible because related data exists.',
  '入力内容が保存の条件を満たしていません。': 'The input does not meet the conditions for saving.',
  '入力された値を扱えませんでした。値の範囲や使える文字を確かめてください。': 'The value could not be handled. Check its range and the characters used.',
  '{method} {path} は存在しません。': '{method} {path} does not exist.',
  '制御文字など、入力できない文字が含まれています。取り除いてからもう一度お試しください。':
    'The input contains characters that cannot be entered, such as control characters. Remove them and try again.',
  'JSON の入れ子が深すぎます。{depth}段までにしてください。': 'The JSON is nested too deeply. Use at most {depth} levels.',
  'JSON の項目が多すぎます。{count}個までにしてください。': 'The JSON holds too many items. Use at most {count}.',
  'ファイルが大きすぎます（{size}MBまで）。': 'The file is too large (up to {size} MB).',
  'PNG、JPEG、WebP の画像を選んでください。': 'Choose a PNG, JPEG or WebP image.',
  'サーバーの保存領域が不足しているため、現在データを保存できません（ログインとログアウトはできます）。管理者にお問い合わせください。':
    'The server is out of storage space, so data cannot be saved now (signing in and out still works). Please contact an administrator.',
  'サーバーの保存領域が残り少ないため、ファイルのアップロードと一括登録（CSV の取り込みなど）を一時的に受け付けていません。通常の登録や更新はできます。管理者にお問い合わせください。':
    'The server is running low on storage space, so file uploads and bulk registration (such as CSV import) are paused. Ordinary entries and changes still work. Please contact an administrator.',
  'リクエストが多すぎます。{seconds}秒ほどおいてからもう一度お試しください。': 'Too many requests. Please wait about {seconds} seconds and try again.',
  'このリクエストは受け付けられません。': 'This request cannot be accepted.',
  '別のサイトからのリクエストは受け付けられません。': 'Requests from another site are not accepted.',
  'Idempotency-Key は 1〜255 文字の半角英数字と記号で送ってください。': 'Send the Idempotency-Key as 1 to 255 ASCII letters, digits and symbols.',
  'この Idempotency-Key は別の内容のリクエストに使われています。新しいキーで送り直してください。':
    'This Idempotency-Key was used for a request with different content. Send it again with a new key.',
  '同じ Idempotency-Key のリクエストを処理中です。しばらくしてから画面を更新して結果を確かめてください。':
    'A request with the same Idempotency-Key is still being processed. Wait a moment, then reload the page to check the result.',
  '別のサイトからの接続は受け付けられません。': 'Connections from another site are not accepted.',
  '別のポータルのセッションです。もう一度ログインしてください。': 'This session belongs to another portal. Please sign in again.',
  'この操作には「{sections}」の{access}権限が必要です。': 'This action needs {access} permission for "{sections}".',
  // A route open at different accesses of different sections (a lookup read by lists, written by forms).
  'この操作には「{sections}」の{access}権限、または{others}が必要です。': 'This action needs {access} permission for "{sections}", or {others}.',
  '「{sections}」の{access}権限': '{access} permission for "{sections}"',
  '{first}」または「{rest}': '{first}" or "{rest}',
  閲覧: 'read',
  編集: 'write',
  全体: 'full',
  'URL の形式が正しくありません。': 'The URL is not valid.',
  '表示言語は ja または en で指定してください。': 'Give the display language as ja or en.',
  'https で始まる URL にしてください。': 'Use a URL that starts with https.',
  'URL に利用者名やパスワードは含められません。': 'A URL cannot contain a user name or password.',
  '内部のアドレスには送れません。': 'Internal addresses cannot be used.',
  '{host} は許可された送信先ではありません。': '{host} is not an allowed destination.',

  // Auth
  'ご登録のメールアドレスであれば、パスワード再設定のご案内を送信しました。': 'If the e-mail address is registered, we have sent instructions to reset the password.',
  'パスワードを変更しました。新しいパスワードでログインしてください。': 'The password has been changed. Sign in with the new password.',
  'このアカウントへのログインの失敗が続いたため、この接続元からのログインを一時的に制限しています。15分ほどおいてからもう一度お試しください。':
    'Sign-in to this account failed repeatedly, so sign-in from this connection is limited for now. Please wait about 15 minutes and try again.',
  'メールアドレスまたはパスワードが正しくありません。': 'The e-mail address or password is incorrect.',
  '一定時間操作がなかったため、ログアウトしました。もう一度ログインしてください。': 'You were signed out after a period of inactivity. Please sign in again.',
  'このページは別のアカウント種別用です。': 'This page is for another type of account.',
  'このアカウントは利用できません。': 'This account cannot be used.',
  'このメールアドレスへの再設定のお申し込みが続いています。15分ほどおいてからもう一度お試しください。':
    'Too many reset requests for this e-mail address. Please wait about 15 minutes and try again.',
  'アカウントが見つかりません。もう一度ログインしてください。': 'The account was not found. Please sign in again.',
  '現在のパスワードが正しくありません。': 'The current password is incorrect.',
  'よく使われるパスワードは設定できません。別のパスワードを入力してください。': 'A commonly used password cannot be set. Enter a different password.',
  'よく使われるパスワードは設定できません。': 'A commonly used password cannot be set.',
  '新しいパスワードが現在のパスワードと同じです。別のパスワードを入力してください。': 'The new password is the same as the current one. Enter a different password.',
  '現在のパスワードと同じです。': 'This is the same as the current password.',
  'このリンクは無効か、有効期限が切れています。もう一度パスワード再設定をお申し込みください。':
    'This link is invalid or has expired. Please request a password reset again.',
  'パスワードを変更しました。ほかの端末ではログアウトしました。': 'The password has been changed. You have been signed out on other devices.',
  'パスワードは{min}文字以上で入力してください。': 'The password must be at least {min} characters.',
  'パスワードは{max}文字以内で入力してください。': 'The password must be at most {max} characters.',
  '現在のパスワードを入力してください。': 'Enter the current password.',

  // Common field rules of the contracts ({label} is one of the field names below)
  'id は 1 から 2147483647 までの整数で指定してください。': 'Give the id as a whole number from 1 to 2147483647.',
  '{label}を入力してください。': 'Enter the {label}.',
  '{label}は{max}文字以内で入力してください。': 'The {label} must be at most {max} characters.',
  '{max}文字以内で入力してください。': 'Enter at most {max} characters.',
  氏名: 'name',
  件名: 'subject',
  本文: 'body',
  契約開始日: 'contract start date',
  契約終了日: 'contract end date',
  '会社名（カナ）': 'company name (kana)',
  住所: 'address',
  先方担当者: 'contact person',
  ステータス: 'status',
  受講形態: 'course mode',
  性別: 'gender',
  '氏名を入力してください。': 'Enter the name.',
  '氏名は{max}文字以内で入力してください。': 'The name must be at most {max} characters.',
  '氏名（カナ）は{max}文字以内で入力してください。': 'The name (kana) must be at most {max} characters.',
  'フリガナを入力してください。': 'Enter the name in kana.',
  'フリガナは100文字以内で入力してください。': 'The name in kana must be at most 100 characters.',
  'メールアドレスを入力してください。': 'Enter the e-mail address.',
  'メールアドレスの形式が正しくありません。': 'The e-mail address is not valid.',
  'メールアドレスは254文字以内で入力してください。': 'The e-mail address must be at most 254 characters.',
  'このメールアドレスはすでに登録されています。': 'This e-mail address is already registered.',
  '本文を入力してください。': 'Enter the body.',
  '本文は{max}文字以内で入力してください。': 'The body must be at most {max} characters.',

  // Companies and company users
  '会社名を入力してください。': 'Enter the company name.',
  '会社名は{max}文字以内で入力してください。': 'The company name must be at most {max} characters.',
  '電話番号は20文字以内で入力してください。': 'The phone number must be at most 20 characters.',
  '電話番号は半角数字とハイフンで入力してください（例: 03-1234-5678）。': 'Enter the phone number with digits and hyphens (e.g. 03-1234-5678).',
  '契約終了日は契約開始日以降の日付を入力してください。': 'The contract end date must be on or after the contract start date.',
  '会社を選択してください。': 'Select a company.',
  '指定された会社は見つかりませんでした。削除された可能性があります。': 'The company was not found. It may have been deleted.',
  '指定された会社は存在しません。': 'The company does not exist.',
  '会社が見つかりません。一覧から選び直してください。': 'The company was not found. Choose it again from the list.',
  '会社が見つかりません。': 'The company was not found.',
  'この会社には受講生が{students}名、会社担当者が{users}名登録されているため削除できません。先に受講生と会社担当者を削除してください。':
    'This company cannot be deleted because it has {students} students and {users} company users. Delete the students and company users first.',
  '営業担当者が見つかりません。一覧から選び直してください。': 'The sales owner was not found. Choose one again from the list.',
  '指定された営業担当者は存在しません。': 'The sales owner does not exist.',
  '招待メールを送信しました。': 'The invitation e-mail has been sent.',
  '「{name}」（会社ID {id}）がすでに登録されています。同じ会社なら登録済みのものを使い、別の会社なら名前を変えてください。':
    '“{name}” (company ID {id}) already exists. If it is the same company, use it; if not, choose another name.',
  'この名前の会社はすでに登録されています。': 'A company with this name already exists.',
  '日付を正しく入力してください（例：2026/04/01）': 'Enter a valid date (e.g. 2026/04/01).',
  'フリガナはカタカナで入力してください（ひらがなはカタカナに直します）。': 'Enter the reading in katakana (hiragana is turned into katakana).',
  '生年月日を入力してください。': 'Enter the date of birth.',
  'フリガナは{max}文字以内で入力してください。': 'The reading must be at most {max} characters.',
  '生年月日には今日より前の日付を入力してください。': 'Enter a date of birth before today.',
  '生年月日を確かめてください（15歳から100歳までの日付を受け付けます）。': 'Check the date of birth (ages 15 to 100 are accepted).',
  'この会社担当者のすべてのセッションを終了しました。': 'All sessions of this company user have been ended.',
  '指定された会社担当者は見つかりませんでした。削除された可能性があります。': 'The company user was not found. They may have been deleted.',
  'このメールアドレスは別の会社担当者が使用しています。別のメールアドレスを入力してください。':
    'This e-mail address is used by another company user. Enter a different e-mail address.',
  'この会社担当者は利用中のため削除できません。先に「無効」にしてから削除してください。':
    'This company user is active and cannot be deleted. Set them to "inactive" first, then delete.',
  'この会社担当者はすでにパスワードを設定済みのため、招待メールは送れません。忘れた場合は「パスワード再設定メールを送る」を使ってください。':
    'This company user has already set a password, so no invitation can be sent. If it is forgotten, use "Send password reset email".',
  '無効な会社担当者には招待メールを送れません。先に「有効」に戻してください。': 'An inactive company user cannot be invited. Set them back to "active" first.',

  // Notices and files
  '優先度を選んでください。': 'Choose a priority.',
  'お知らせの対象を選んでください。': 'Choose who the notice is for.',
  '対象会社を選んでください。': 'Choose the target companies.',
  '対象コースを選んでください。': 'Choose the target courses.',
  '公開状態を選んでください。': 'Choose the publish status.',
  'お知らせの id を指定してください。': 'Give the id of the notice.',
  '公開日時の形式が正しくありません。': 'The publish date and time is not valid.',
  '対象コースを1つ以上選んでください。': 'Choose at least one target course.',
  '画像は{max}枚までです。': 'Up to {max} images are allowed.',
  'お知らせが見つかりません。削除されたか、公開が終わった可能性があります。': 'The notice was not found. It may have been deleted or is no longer published.',
  '追加する画像の数（{added}）と送られたファイルの数（{uploaded}）が合いません。画像を選び直してください。':
    'The number of images to add ({added}) does not match the number of files sent ({uploaded}). Choose the images again.',
  '画像を選び直してください。': 'Choose the images again.',
  'このお知らせにない画像が指定されました。画面を開き直してからもう一度保存してください。':
    'An image that is not part of this notice was given. Reopen the page and save again.',
  '新しいお知らせには既存の画像を指定できません。': 'A new notice cannot use existing images.',
  '検索語は100文字以内で入力してください。': 'Enter a search term of at most 100 characters.',
  '1ページの件数は1〜{max}の整数で指定してください。': 'Give the page size as a whole number from 1 to {max}.',
  '対象コースは id をカンマで区切って指定してください。': 'Give the target courses as ids separated by commas.',
  '対象コースの id が大きすぎます。': 'A target course id is too large.',
  '不明なファイル項目「{field}」です。画像は images で送ってください。': 'Unknown file field "{field}". Send images as "images".',
  'data の JSON を読み取れませんでした。': 'The JSON in "data" could not be read.',
  'data が2つ以上送られました。data は1つだけ送ってください。': '"data" was sent more than once. Send a single "data" part.',
  'data が大きすぎます。本文を短くしてからもう一度お試しください。': '"data" is too large. Shorten the text and try again.',
  'application/json として送られた項目を JSON として読み取れませんでした。': 'A part sent as application/json could not be read as JSON.',
  'ファイルが見つかりません。': 'The file was not found.',

  // Onboarding
  '{steps}がまだ終わっていません。先に済ませてください。': '{steps} is not finished yet. Please complete it first.',
  '「{step}」': '"{step}"',
  '{first}」「{rest}': '{first}", "{rest}',
  プロフィール登録: 'Profile',
  オリエンテーション: 'Orientation',
  '未完了です。': 'Not completed.',

  // Permission roles and staff
  '権限レベルを選んでください。': 'Choose a permission level.',
  'ロール名を入力してください。': 'Enter the role name.',
  'ロール名は100文字以内で入力してください。': 'The role name must be at most 100 characters.',
  'このセクションでは選べない権限レベルです。': 'This permission level cannot be chosen for this section.',
  'ロールが見つかりません。削除された可能性があります。': 'The role was not found. It may have been deleted.',
  'ロール名「{name}」はすでに使われています。別の名前を入力してください。': 'The role name "{name}" is already in use. Enter a different name.',
  '同じ名前のロールがすでにあります。': 'A role with the same name already exists.',
  'ロール管理の「全体」権限を持つ有効なスタッフがいなくなるため、この変更はできません。先に別のスタッフへその権限を付与してください。':
    'This change would leave no active staff with full role-management permission. Give that permission to another staff member first.',
  'ご自身の権限より強い権限は付与できません（{sections}）。ご自身と同じかそれより弱いレベルにしてください。':
    'You cannot grant more permission than you have ({sections}). Choose your own level or a weaker one.',
  'ご自身に割り当てられているロールの権限は変更できません。別のロール管理者に依頼してください。':
    'You cannot change the permissions of your own role. Ask another role manager.',
  'ロール「{name}」は{holders}人のスタッフに割り当てられているため削除できません。先にそのスタッフのロールを変更してください。':
    'The role "{name}" cannot be deleted because it is assigned to {holders} staff. Change their role first.',
  'この操作には「role_management」の全体権限が必要です。': 'This action needs full "role_management" permission.',
  '役割を選んでください。': 'Choose a main role.',
  'ロール種別を選んでください。': 'Choose a role type.',
  '雇用形態を選んでください。': 'Choose an employment type.',
  '{email} はすでに登録されています。': '{email} is already registered.',
  'このスタッフのすべてのセッションを終了しました。': 'All sessions of this staff member have been ended.',
  'スタッフが見つかりません。削除された可能性があります。': 'The staff member was not found. They may have been deleted.',
  'スタッフが見つかりません。': 'The staff member was not found.',
  'ご自身のアカウントは無効にできません。別の管理者に依頼してください。': 'You cannot deactivate your own account. Ask another administrator.',
  'ご自身のアカウントは無効にできません。': 'You cannot deactivate your own account.',
  'ご自身のアカウントは削除できません。別の管理者に依頼してください。': 'You cannot delete your own account. Ask another administrator.',
  '無効なアカウントには招待を送れません。先にアカウントを有効にしてください。': 'An inactive account cannot be invited. Activate the account first.',
  'このスタッフはすでにパスワードを設定済みです。忘れた場合は、操作メニューの「パスワード再設定メールを送る」を使うか、ログイン画面の「パスワードをお忘れの方」から再設定するよう案内してください。':
    'This staff member has already set a password. If it is forgotten, use "Send password reset email" in the row menu, or point them to "Forgot your password?" on the sign-in page.',
  'このスタッフはまだパスワードを設定していません。操作メニューの「招待メールを再送」を使ってください。':
    'This staff member has not set a password yet. Use "Resend invitation" in the row menu.',
  'パスワード再設定メールを送信しました。': 'The password reset e-mail has been sent.',
  '無効な会社担当者にはパスワード再設定メールを送れません。先に「有効」に戻してください。':
    'An inactive company user cannot be sent a password reset e-mail. Set them back to "active" first.',
  'この会社担当者はまだパスワードを設定していません。「招待メールを再送」を使ってください。':
    'This company user has not set a password yet. Use "Resend invitation".',
  'ご自身の権限ロールや役割は変更できません。別のロール管理者に依頼してください。': 'You cannot change your own permission role or main role. Ask another role manager.',
  '権限ロールや役割を割り当てるには「role_management」（ロール管理）の全体権限が必要です。':
    'Assigning permission roles or main roles needs full "role_management" (role management) permission.',
  'ほかのスタッフのメールアドレスを変更するには「admins」（スタッフ管理）の全体権限が必要です。':
    "Changing another staff member's e-mail address needs full \"admins\" (staff management) permission.",
  'この操作には「admins」（スタッフ管理）の権限が必要です。': 'This action needs "admins" (staff management) permission.',
  '{email} はすでに別のスタッフが使っています。': '{email} is already used by another staff member.',
  '選んだ権限ロールが見つかりません。一覧から選び直してください。': 'The chosen permission role was not found. Choose one again from the list.',
  '権限ロールが見つかりません。': 'The permission role was not found.',

  // Students, the import, teachers
  'ステータスを選んでください。': 'Choose a status.',
  '退会理由を選んでください。': 'Choose a withdrawal reason.',
  'グレードは S、A、B、C、D から選んでください。': 'Choose a grade from S, A, B, C and D.',
  '受講形態を選んでください。': 'Choose a course mode.',
  '性別を選んでください。': 'Choose a gender.',
  '都道府県を選んでください。': 'Choose a prefecture.',
  '会社を選んでください。': 'Choose a company.',
  '初回入力フラグは 0 か 1 です。': 'The first-input flag is 0 or 1.',
  '退会の場合は退会理由を選んでください。': 'Choose a withdrawal reason for a withdrawn student.',
  '退会の場合は退会日を入力してください。': 'Enter the withdrawal date for a withdrawn student.',
  '受講終了日は受講開始日以降の日付にしてください。': 'The course end date must be on or after the course start date.',
  'CSVファイルの内容を送ってください。': 'Send the contents of the CSV file.',
  'お探しの受講生は見つかりませんでした。': 'The student was not found.',
  'お探しの受講生は見つかりませんでした。削除された可能性があります。': 'The student was not found. They may have been deleted.',
  'このメールアドレスの受講生はすでに登録されています。別のメールアドレスを入力してください。':
    'A student with this e-mail address is already registered. Enter a different e-mail address.',
  '選んだ会社は存在しません。会社を選び直してください。': 'The chosen company does not exist. Choose the company again.',
  '会社が存在しません。': 'The company does not exist.',
  'ログインを始めた受講生は削除できません。受講をやめた場合はステータスを「退会」にしてください。':
    'A student who has started signing in cannot be deleted. If they stopped studying, set the status to "Withdrawn".',
  'この受講生には関連するデータ（提出物や予約など）があるため削除できません。ステータスを「退会」にしてください。':
    'This student has related data (submissions, bookings and so on) and cannot be deleted. Set the status to "Withdrawn".',
  'アイコンの画像ファイルを選んでください。': 'Choose an image file for the icon.',
  '画像ファイルを選んでください。': 'Choose an image file.',
  '画像ファイルを multipart/form-data で送ってください。': 'Send the image file as multipart/form-data.',
  'CSVファイルが大きすぎます（{size}MBまで）。ファイルを分けて取り込んでください。': 'The CSV file is too large (up to {size} MB). Split the file and import the parts.',
  'ファイルが大きすぎます。': 'The file is too large.',
  'CSVファイルが空です。見出し行と受講生の行を入れてください。': 'The CSV file is empty. Add the header row and the student rows.',
  'ファイルが空です。': 'The file is empty.',
  '1行目の見出しに {columns} がありません。テンプレートの見出し行をそのまま使ってください。':
    'The header in line 1 lacks {columns}. Use the header row of the template as it is.',
  '見出しが足りません: {columns}': 'Missing headers: {columns}',
  '取り込む受講生の行がありません。': 'There are no student rows to import.',
  '受講生の行がありません。': 'There are no student rows.',
  '一度に取り込めるのは{max}行までです（{rows}行あります）。ファイルを分けてください。': 'Up to {max} rows can be imported at once ({rows} rows given). Split the file.',
  '{max}行までです。': 'Up to {max} rows.',
  '{rows}行にエラーがあるため、何も取り込んでいません。修正してからもう一度取り込んでください。\n{lines}':
    'Nothing was imported because {rows} rows have errors. Correct them and import again.\n{lines}',
  '取り込み中に会社が削除されました。プレビューからやり直してください。': 'A company was deleted during the import. Start again from the preview.',
  '{label}は {choices} のいずれかで入力してください。': 'Enter the {label} as one of: {choices}.',
  '{line}行目と同じメールアドレスです。': 'The same e-mail address as line {line}.',
  '退会の受講生はCSVでは登録できません。登録後に編集画面で退会理由と退会日を入力してください。':
    'Withdrawn students cannot be imported. Register them, then enter the reason and date of withdrawal in the edit form.',
  '会社名（または会社ID）を入力してください。': 'Enter the company name (or the company ID).',
  '都道府県は「東京都」のように都道府県名で入力してください。': 'Enter the prefecture by its name, such as 東京都.',
  '会社ID {id} の会社はありません。会社の詳細ページに表示される会社IDか、会社名を入力してください。':
    'There is no company with ID {id}. Enter the company ID shown on the company page, or the company name.',
  '「{name}」という会社は登録されていません。会社一覧にある名前で入力してください。':
    'No company named “{name}” is registered. Enter a name from the company list.',
  '講師が見つかりません。削除された可能性があります。': 'The teacher was not found. They may have been deleted.',
  '選んだスタッフが見つかりません。一覧から選び直してください。': 'The chosen staff member was not found. Choose one again from the list.',
  'このスタッフにはすでに講師プロフィールがあります。既存のプロフィールを編集してください。':
    'This staff member already has a teacher profile. Edit the existing profile.',
  'このスタッフにはすでに講師プロフィールがあります。': 'This staff member already has a teacher profile.',

  // Learning content: courses, curricula, steps (issue 12)
  コース名: 'course name',
  カリキュラム名: 'curriculum name',
  ステップのタイトル: 'step title',
  'コースの受講形態を選んでください。': 'Choose the course mode.',
  'ステップの種類を選んでください。': 'Choose the step type.',
  '標準日数は0〜{max}の整数で入力してください。': 'Enter the standard days as a whole number from 0 to {max}.',
  '標準時間は0〜{max}時間（0.1時間単位）で入力してください。': 'Enter the standard hours from 0 to {max} (in tenths of an hour).',
  '同じカリキュラムが2回含まれています。1つにしてください。': 'The same curriculum is listed twice. Keep only one.',
  '順番どおりに進めるかを選んでください。': 'Choose whether the steps must be taken in order.',
  'カリキュラムは{max}件までです。': 'Up to {max} curricula.',
  'コピー元のコースを選んでください。': 'Choose the course to copy.',
  'コピー元のカリキュラムを選んでください。': 'Choose the curriculum to copy.',
  '本文は文字列で入力してください。': 'Enter the body as text.',
  '動画を選んでください。': 'Choose a video.',
  '動画は{max}本までです。': 'Up to {max} videos.',
  '同じ動画が2回含まれています。1つにしてください。': 'The same video is listed twice. Keep only one.',
  'カリキュラムを選んでください。': 'Choose a curriculum.',
  'ステップの id を指定してください。': 'Give the step ids.',
  'ステップは{max}件までです。': 'Up to {max} steps.',
  '同じステップが2回含まれています。': 'The same step is listed twice.',
  'コースを選んでください。': 'Choose a course.',
  'コースが見つかりません。削除された可能性があります。': 'The course was not found. It may have been deleted.',
  'カリキュラムが見つかりません。削除された可能性があります。': 'The curriculum was not found. It may have been deleted.',
  'ステップが見つかりません。削除された可能性があります。': 'The step was not found. It may have been deleted.',
  '添付ファイルが見つかりません。削除された可能性があります。': 'The attachment was not found. It may have been deleted.',
  'カリキュラムが見つかりません。一覧から選び直してください。': 'The curriculum was not found. Choose one again from the list.',
  '動画が見つかりません。動画ライブラリから選び直してください。': 'The video was not found. Choose one again from the movie library.',
  'コピー元のコースが見つかりません。削除された可能性があります。': 'The course to copy was not found. It may have been deleted.',
  'コピー元のカリキュラムが見つかりません。削除された可能性があります。': 'The curriculum to copy was not found. It may have been deleted.',
  'コピー元の添付ファイルを読み取れませんでした。添付ファイルを確かめてから、もう一度お試しください。':
    'An attachment of the curriculum to copy could not be read. Check its attachments and try again.',
  'このコースには受講生が{count}名割り当てられているため削除できません。受講生のコースを変更してから削除してください。':
    'This course cannot be deleted because {count} students are assigned to it. Change their course first.',
  'このカリキュラムは次のコースで使われているため削除できません：{names}。コースから外してから削除してください。':
    'This curriculum cannot be deleted because these courses use it: {names}. Remove it from those courses first.',
  '並び順には、このカリキュラムのステップ{count}件をすべて1回ずつ指定してください。画面を更新してから並べ替えてください。':
    'The order must list each of the {count} steps of this curriculum exactly once. Reload the page, then reorder.',
  '含まれていないステップ: {ids}': 'Steps missing from the list: {ids}',
  'このカリキュラムにないステップ: {ids}': 'Steps not in this curriculum: {ids}',
  '添付ファイルは1つのステップに{max}件までです。不要なファイルを削除してから追加してください。':
    'A step can have up to {max} attachments. Remove one you no longer need, then add the new file.',
  '添付するファイルを選んでください。': 'Choose a file to attach.',
  'ZIP、PDF、PNG、JPEG、WebP のファイルを選んでください。': 'Choose a ZIP, PDF, PNG, JPEG or WebP file.',

  // The movie library and watched coverage (issue 12)
  タイトル: 'title',
  '動画が見つかりません。削除された可能性があります。': 'The video was not found. It may have been deleted.',
  '動画が見つかりません。': 'The video was not found.',
  '動画ファイルを multipart/form-data で送ってください。': 'Send the video file as multipart/form-data.',
  '不明なファイル項目「{name}」です。動画は file で送ってください。': 'Unknown file part "{name}". Send the video as file.',
  '動画ファイルを選んでください。': 'Choose a video file.',
  '動画ファイルは1回に1つだけ送ってください。': 'Send one video file at a time.',
  'MP4 または WebM の動画ファイルを選んでください。': 'Choose an MP4 or WebM video file.',
  '動画ファイルを読み取れませんでした。壊れていないか、MP4 または WebM の動画かを確かめてください。':
    'The video file could not be read. Check that it is not damaged and that it is an MP4 or WebM video.',
  '動画の長さをファイルから読み取れませんでした。動画編集ソフトで書き出し直すか、ffmpeg で変換（例: ffmpeg -i 元.webm -c copy 新.webm）してからもう一度お試しください。':
    'The length of the video could not be read from the file. Export it again from your video editor, or convert it with ffmpeg (for example: ffmpeg -i original.webm -c copy new.webm), then try again.',
  '動画ファイルが大きすぎます（{size}MBまで）。': 'The video file is too large (up to {size} MB).',
  'この動画は次のステップで使われているため削除できません: {steps}。先にステップから外してください。':
    'This video is used by these steps and cannot be deleted: {steps}. Remove it from those steps first.',
  '指定された範囲は動画ファイルの外です。': 'The requested range lies outside the video file.',
  '再生した範囲が、前回の記録からの経過時間で再生できる長さを超えています。':
    'The played ranges are longer than could have been played in the time since the last report.',
  '秒数を数値で指定してください。': 'Give the seconds as a number.',
  '秒数は 0 以上で指定してください。': 'The seconds must be 0 or more.',
  '秒数が大きすぎます。': 'The number of seconds is too large.',
  '再生範囲は [開始, 終了] の順で指定してください。': 'Give each played range as [start, end].',
  '再生範囲は一度に{max}件までです。': 'Send at most {max} played ranges at a time.',

  // The student's study path and study clock (issue 12)
  'ステップが見つかりません。コースの内容が変わった可能性があります。': 'The step was not found. The course content may have changed.',
  'このステップは公開されていないため、完了にできません。': 'This step is not published, so it cannot be completed.',
  '提出課題は自分では完了にできません。課題を提出すると、講師の確認で完了します。':
    'You cannot complete an assignment yourself. Submit the assignment: it is completed when a teacher approves it.',
  'このステップはまだ開いていません。「{name}」を完了すると開きます。': 'This step is not open yet. It opens when you complete “{name}”.',
  'カリキュラムが見つかりません。コースの内容が変わった可能性があります。': 'The curriculum was not found. The course content may have changed.',
  '学習時間を記録するステップが見つかりません。コースの内容が変わった可能性があります。ページを開き直してください。':
    'The step to record study time for was not found. The course content may have changed. Open the page again.',
  '開始日は終了日と同じか、それより前の日付にしてください。': 'The start date must be on or before the end date.',
  '一度に表示できる期間は{max}日までです。期間を短くしてください。': 'Up to {max} days can be shown at once. Choose a shorter period.',
  '一度に表示できる期間は{max}か月までです。期間を短くしてください。': 'Up to {max} months can be shown at once. Choose a shorter period.',
  'step_id か movie_id のどちらかを指定してください。': 'Give either step_id or movie_id.',

  // Progress lists, daily reports and self-checks; the student form's course (issue 12)
  やったこと: 'what I did',
  次にやること: 'what is next',
  困っていること: 'what troubles me',
  '学習時間（分）を入力してください。': 'Enter the study time in minutes.',
  '学習時間は分単位の整数で入力してください。': 'Enter the study time as whole minutes.',
  '学習時間は0分から1440分までで入力してください。': 'Enter a study time from 0 to 1440 minutes.',
  'コメントを入力してください。': 'Enter a comment.',
  'コメントは{max}文字以内で入力してください。': 'The comment must be at most {max} characters.',
  '理解度は{min}から{max}で選んでください。': 'Choose an understanding from {min} to {max}.',
  '進捗の絞り込みは {values} のいずれかで指定してください。': 'Give the progress filter as one of {values}.',
  '会社の絞り込みは 0（すべて）、-1（コンサルティングありの会社のみ）または会社IDで指定してください。':
    'Give the company filter as 0 (all), -1 (companies with consulting only) or a company ID.',
  '日数は{min}から{max}で指定してください。': 'Give the number of days from {min} to {max}.',
  'お探しのカリキュラムは見つかりませんでした。': 'The curriculum was not found.',
  'お探しの日報は見つかりませんでした。': 'The daily report was not found.',
  '未来の日付の日報は書けません。今日までの日付を選んでください。': 'A daily report cannot be written for a future day. Choose today or an earlier day.',
  '{date} の日報はすでにあります。一覧からその日報を開いて書き直してください。': 'A daily report for {date} already exists. Open it from the list and rewrite it.',
  'この日の日報はすでにあります。': 'There is already a daily report for this day.',
  '確認済みの日報は書き直せません。コメントで講師に伝えてください。':
    'A checked daily report cannot be rewritten. Tell your teacher in a comment instead.',
  'このカリキュラムはあなたのコースにありません。コースのカリキュラムから選んでください。':
    'This curriculum is not in your course. Choose one of the curricula of your course.',
  '選んだコースは存在しません。コースを選び直してください。': 'The chosen course does not exist. Choose the course again.',
  'コースが存在しません。': 'The course does not exist.',

  // Web push
  'プッシュ通知の宛先が正しくありません。': 'The push notification endpoint is not valid.',
  'プッシュ通知の鍵が正しくありません。ブラウザでもう一度オンにしてください。': 'The push notification keys are not valid. Turn notifications on again in the browser.',
  'プッシュ通知の宛先として使えない URL です。{reason}': 'This URL cannot be used as a push notification endpoint. {reason}',
  'ブラウザのプッシュサービスの URL ではありません。{reason}': "This is not the URL of the browser's push service. {reason}",

  // Rooms
  メッセージ: 'message',
  フィードバック: 'feedback',
  やり直しの理由: 'reason to redo',
  '状態は 0（学習中）、1（提出済み）、2（NG）、3（OK）のいずれかで指定してください。': 'Give the status as 0 (studying), 1 (submitted), 2 (NG) or 3 (OK).',
  '確認状況は 0（未確認）か 1（確認済み）で指定してください。': 'Give the check status as 0 (not checked) or 1 (checked).',
  'ステップを指定してください。': 'Specify the step.',
  'ルームを指定してください。': 'Specify the room.',
  'メッセージの種類は 0（質問）か 1（課題の提出）で指定してください。': 'Give the message type as 0 (question) or 1 (assignment submission).',
  'メッセージの種類は 2（質問への回答）か 3（課題への返信）で指定してください。': 'Give the message type as 2 (answer to a question) or 3 (reply on the assignment).',
  '判定は 2（NG）か 3（OK）で指定してください。': 'Give the judgement as 2 (NG) or 3 (OK).',
  '評価は 0（good）か 1（bad）で指定してください。': 'Give the rating as 0 (good) or 1 (bad).',
  'タイトルを入力してください。': 'Enter a title.',
  'タイトルは{max}文字以内で入力してください。': 'The title must be at most {max} characters.',
  '受け取るかどうかを true か false で指定してください。': 'Say whether to receive it with true or false.',
  '待ち状態は teacher、student、all のいずれかで指定してください。': 'Give whom the room waits on as teacher, student or all.',
  '会社を正しく指定してください。': 'Specify the company correctly.',
  'コースを正しく指定してください。': 'Specify the course correctly.',
  'カリキュラムを正しく指定してください。': 'Specify the curriculum correctly.',
  '講師を正しく指定してください。': 'Specify the teacher correctly.',
  'レビュー中の担当者を正しく指定してください。': 'Specify the reviewer correctly.',
  '並び順は waiting_since か updated_at で指定してください。': 'Give the sort order as waiting_since or updated_at.',
  '提出済みの課題がレビューを待っています。判定が出るまで次の提出はできません（質問は送れます）。':
    'A submitted assignment is waiting for review. You cannot submit again until it is judged (you can still ask questions).',
  'この課題はすでに合格（OK）です。やり直しが必要な場合は講師からの連絡をお待ちください。':
    'This assignment has already passed (OK). If it needs to be redone, your teacher will let you know.',
  '判定を待っている提出がありません。画面を更新して最新の状態を確認してください。': 'No submission is waiting for a judgement. Reload the page to see the latest state.',
  'やり直しを依頼できるのは合格（OK）の課題だけです。画面を更新して最新の状態を確認してください。':
    'Only a passed (OK) assignment can be sent back to redo. Reload the page to see the latest state.',
  'お探しのルームは見つかりませんでした。': 'The room was not found.',
  'お探しのメッセージは見つかりませんでした。': 'The message was not found.',
  'お探しのファイルは見つかりませんでした。': 'The file was not found.',
  'お探しの定型文は見つかりませんでした。': 'The snippet was not found.',
  'このステップはあなたのコースにありません。コースのステップから選んでください。': 'This step is not in your course. Choose one of the steps of your course.',
  'このステップは自習のステップのため、ルームはありません。課題を提出するステップでルームを開いてください。':
    'This is a self-study step, so it has no room. Open the room of a step where you submit an assignment.',
  'ZIP ファイルか、PNG・JPEG・WebP の画像を選んでください。': 'Choose a ZIP file or a PNG, JPEG or WebP image.',
  '不明なファイル項目「{field}」です。添付ファイルは files で送ってください。': 'Unknown file field "{field}". Send attachments as files.',
  '添付できるファイルは1つのメッセージに{max}件までです。': 'A message can have at most {max} attachments.',
  '自分が送ったメッセージだけを編集できます。': 'You can edit only messages you sent.',
  '評価を付けられるのは講師のメッセージだけです。': "Only a teacher's message can be rated.",
  'メッセージを編集できるのは送信から{minutes}分以内です。補足は新しいメッセージで送ってください。':
    'A message can be edited only within {minutes} minutes of sending. Send anything more as a new message.',
  'このメッセージの後に新しいメッセージがあるため編集できません。補足は新しいメッセージで送ってください。':
    'This message cannot be edited because a newer message follows it. Send anything more as a new message.',
  '{name} さんがすでに判定しました（{verdict}）。{refusal}': '{name} has already judged it ({verdict}). {refusal}',
  '{name} さんがすでにやり直しを依頼しました。{refusal}': '{name} has already asked for it to be redone. {refusal}',
  別の講師: 'another teacher',
  '{name} さんがこのルームをレビュー中です（{time} まで）。': '{name} is reviewing this room (until {time}).',
  'このルームは {name} さんがレビュー中です（{time} まで）。解除できるのは本人だけです。':
    '{name} is reviewing this room (until {time}). Only they can release it.',
  // Rooms: a claim holds; taking it over (decision 038)
  '{name} さんが対応中です（{time} まで）。返信や判定をするには、先に「引き継ぐ」で対応を引き継いでください。':
    '{name} is handling this room (until {time}). To reply or judge, take it over first with "Take over".',
  'このルームの対応者が変わりました（いまは {name} さんが対応中です、{time} まで）。画面を更新して確かめてから、もう一度引き継いでください。':
    'Someone else is handling this room now ({name}, until {time}). Reload the page to check, then take it over again.',
  'このルームを対応中の人はいないため、引き継ぐ必要はありません。画面を更新して最新の状態を確認してください。':
    'Nobody is handling this room now, so there is nothing to take over. Reload the page to see its current state.',
  'このルームはすでにあなたが対応中です。': 'You are already handling this room.',
  '引き継ぐ相手（いま対応中の人）を指定してください。': 'Specify whose claim to take over (the person handling the room now).',
  '定型文は{max}件まで保存できます。使わないものを削除してから追加してください。': 'You can keep up to {max} snippets. Delete ones you no longer use before adding more.',
  // Rooms: pages of a thread, review-time figures
  'どのメッセージより前かを正しく指定してください。': 'Specify which message the earlier page comes before.',
  '期間の開始日は終了日以前の日付にしてください。': 'The start of the period must be on or before its end.',
  '期間は366日以内で指定してください。': 'Choose a period of at most 366 days.',
  'このルームは講師の対応を待っていないため、レビュー中にはできません。画面を更新して最新の状態を確認してください。':
    'This room is not waiting for a teacher, so it cannot be marked as being reviewed. Reload the page to see the latest state.',
  // Staff who wrote in rooms
  'このスタッフは課題ルームで{count}件のメッセージを書いています。やり取りの履歴を残すため削除できません。代わりに操作メニューの「無効にする」を使ってください。':
    'This staff member wrote {count} messages in assignment rooms and cannot be deleted, so that the conversations keep their history. Use "Deactivate" in the actions menu instead.',
  'このスタッフは課題ルームで{count}件のメッセージを書いています。やり取りの履歴を残すため削除できません。アカウントはすでに無効で、ログインできない状態です。このままにしてください。':
    'This staff member wrote {count} messages in assignment rooms and cannot be deleted, so that the conversations keep their history. The account is already deactivated and cannot sign in; leave it as it is.',
  // Steps and curricula whose steps hold rooms
  'このステップには課題ルームが{count}件あります。提出と判定の履歴を残すため削除できません。受講生に見せないようにするには、公開状態を「非公開」にしてください。':
    'This step cannot be deleted: it has {count} assignment room(s), whose submissions and judgements keep their history. To hide it from students, set its publish status to "Private".',
  'このカリキュラムのステップには課題ルームが{count}件あります。提出と判定の履歴を残すため削除できません。受講生に見せないようにするには、公開状態を「非公開」にしてください。':
    'This curriculum cannot be deleted: its steps have {count} assignment room(s), whose submissions and judgements keep their history. To hide it from students, set its publish status to "Private".',
  // Tests (decision 048): settings, questions, attempts
  'テストの種類を選んでください。': 'Choose the kind of test.',
  '問題の形式を選んでください。': 'Choose the kind of question.',
  '提出後に見せる内容を選んでください。': 'Choose what students see after submitting.',
  '評価Sの下限は1〜100%で入力してください。': 'Enter the lowest percentage for grade S as 1 to 100%.',
  '評価Aの下限は1〜100%で入力してください。': 'Enter the lowest percentage for grade A as 1 to 100%.',
  '評価Bの下限は1〜100%で入力してください。': 'Enter the lowest percentage for grade B as 1 to 100%.',
  '評価Cの下限は1〜100%で入力してください。': 'Enter the lowest percentage for grade C as 1 to 100%.',
  '評価の下限は S > A > B > C の順に高くしてください。': 'The grade thresholds must go down in the order S > A > B > C.',
  '制限時間は1〜{max}分で入力してください。': 'Enter a time limit of 1 to {max} minutes.',
  '受験回数は1〜{max}回で入力してください。': 'Enter 1 to {max} attempts.',
  '再受験までの待ち時間が正しくありません。': 'The wait before a retake is not valid.',
  '合格点は0〜100%で入力してください。': 'Enter a pass mark of 0 to 100%.',
  '出題数は1〜{max}問で入力してください。': 'Enter 1 to {max} questions to draw.',
  '受験開始日時の形式が正しくありません。': 'The start of the availability window is not a valid date and time.',
  '受験終了日時の形式が正しくありません。': 'The end of the availability window is not a valid date and time.',
  'カリキュラムテストにはカリキュラムを選んでください。': 'Choose the curriculum of a curriculum test.',
  '総合テストにはコースを選んでください。': 'Choose the course of a comprehensive test.',
  '受験終了日時は開始日時より後にしてください。': 'The end of the availability window must be after its start.',
  '「終了後に公開」には受験終了日時が必要です。': '"Show after the test closes" needs an end of the availability window.',
  '選択肢の番号が正しくありません。': 'The option number is not valid.',
  '選択肢': 'option',
  '選択肢を入力してください。': 'Enter the text of each option.',
  '選択肢は{max}文字以内で入力してください。': 'An option must be at most {max} characters.',
  '問題文': 'question text',
  '選択肢は{max}個までです。': 'Up to {max} options.',
  '正解': 'correct answer',
  '正解は{max}個までです。': 'Up to {max} correct answers.',
  '正解の数値を入力してください。': 'Enter the correct number.',
  '許容誤差は0以上の数値で入力してください。': 'Enter a tolerance of 0 or more.',
  '配点は1〜{max}点で入力してください。': 'Enter 1 to {max} points.',
  '選択肢を2つ以上入力してください。': 'Enter at least two options.',
  '選択肢の番号が重複しています。': 'Two options have the same number.',
  '正解には選択肢の中から選んでください。': 'Choose the correct answers from the options.',
  '単一選択の正解を1つ選んでください。': 'Choose exactly one correct option for a single-choice question.',
  '複数選択の正解を1つ以上選んでください。': 'Choose at least one correct option for a multiple-choice question.',
  '記述の正解を1つ以上入力してください。': 'Enter at least one accepted answer for a short-text question.',
  '回答は{max}文字以内で入力してください。': 'Answer in at most {max} characters.',
  '問題が正しくありません。': 'The question is not valid.',
  'テストが見つかりません。削除されたか、受験できないテストです。': 'The test was not found. It was deleted or is not one you can take.',
  '問題が見つかりません。削除された可能性があります。': 'The question was not found. It may have been deleted.',
  '受験記録が見つかりません。': 'The attempt was not found.',
  'このテストは受講生が受験済みのため削除できません。受講生に見せないようにするには、公開状態を「非公開」にしてください。':
    'This test cannot be deleted because students have taken it. To hide it from students, set its publish status to "Private".',
  '選んだカリキュラムが見つかりません。一覧から選び直してください。': 'The chosen curriculum was not found. Choose it again from the list.',
  '選んだコースが見つかりません。一覧から選び直してください。': 'The chosen course was not found. Choose it again from the list.',
  'このテストはまだ受験期間前です。': 'This test is not open yet.',
  'このテストの受験期間は終了しました。': 'This test has closed.',
  'このテストの受験回数の上限に達しています。': 'You have used all your attempts at this test.',
  '前回の受験から{minutes}分たつまで再受験できません。': 'You can retake this test {minutes} minutes after your last attempt.',
  'このテストにはまだ問題がありません。': 'This test has no questions yet.',
  'この受験はすでに終了しています。': 'This attempt has already finished.',
  '制限時間を過ぎたため、回答は保存されませんでした。受験は終了しました。': 'The time limit has passed, so the answer was not saved. The attempt has finished.',
  'この受験にない問題です。画面を更新してください。': 'This question is not part of the attempt. Reload the page.',
  '選択肢がこの問題にありません。画面を更新してください。': 'The option is not one of this question. Reload the page.',
  '並び順には、このテストの問題{count}件をすべて1回ずつ指定してください。画面を更新してから並べ替えてください。':
    'The order must name each of the test\'s {count} questions once. Reload the page, then reorder.',
  '含まれていない問題: {ids}': 'Questions missing: {ids}',
  'このテストにない問題: {ids}': 'Not questions of this test: {ids}',
  '同じ問題が2回含まれています。': 'A question is listed twice.',
};

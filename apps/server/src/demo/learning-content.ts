/*
 * Demo teaching content: the "Web エンジニア養成コース" (curricula, steps, demo videos).
 * Plain data only; the demo seeder inserts it.
 *
 * The three videos in ./movies were generated with ffmpeg 5.1 (Debian 12) and the DejaVu fonts
 * (no CJK font was installed, so the on-screen text is English). To regenerate them, save the
 * script below as mkmovies.sh and run `bash mkmovies.sh` from the repository root
 * (/work/main); it writes intro.mp4 (H.264 + AAC, faststart), html.webm (VP9 + Opus) and
 * javascript.mp4 (H.264 + AAC), each 30 s at 640x360, about 430 kB together.
 *
 * #!/usr/bin/env bash
 * # Regenerates apps/server/src/demo/movies/{intro.mp4,html.webm,javascript.mp4} (ffmpeg 5.1, DejaVu fonts).
 * set -euo pipefail
 * OUT=${1:-apps/server/src/demo/movies}
 * SANS=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
 * BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
 * MONO=/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf
 * G=$(mktemp -d)
 *
 * # ---- intro.mp4: four title cards, a progress bar, a beep at each card (30 s) ----
 * cat > "$G/intro.txt" <<EOF
 * color=c=0x1b365d:s=640x360:r=24:d=30[bg];
 * color=c=0xf2a900:s=640x6:r=24:d=30[bar];
 * [bg][bar]overlay=x='-w+w*t/30':y=354:shortest=1,
 * drawtext=fontfile=$BOLD:text='Manabiya':fontsize=64:fontcolor=white:x=(w-tw)/2:y=120:alpha='min(1,t)':enable='lt(t,7.5)',
 * drawtext=fontfile=$SANS:text='Web Engineer Course':fontsize=30:fontcolor=0xf2a900:x=(w-tw)/2:y=210:alpha='min(1,t-0.5)':enable='lt(t,7.5)',
 * drawtext=fontfile=$BOLD:text='1. Set up your tools':fontsize=40:fontcolor=white:x=(w-tw)/2:y=130:alpha='min(1,(t-7.5)*2)':enable='between(t,7.5,15)',
 * drawtext=fontfile=$SANS:text='Terminal  /  VS Code  /  Git':fontsize=26:fontcolor=0xcfd8e3:x=(w-tw)/2:y=200:enable='between(t,8,15)',
 * drawtext=fontfile=$BOLD:text='2. Learn step by step':fontsize=40:fontcolor=white:x=(w-tw)/2:y=130:alpha='min(1,(t-15)*2)':enable='between(t,15,22.5)',
 * drawtext=fontfile=$SANS:text='HTML/CSS -> JavaScript -> SQL -> Server':fontsize=24:fontcolor=0xcfd8e3:x=(w-tw)/2:y=200:enable='between(t,15.5,22.5)',
 * drawtext=fontfile=$BOLD:text='3. Build it as a team':fontsize=40:fontcolor=white:x=(w-tw)/2:y=130:alpha='min(1,(t-22.5)*2)':enable='gte(t,22.5)',
 * drawtext=fontfile=$SANS:text='Ready, set, code!':fontsize=30:fontcolor=0xf2a900:x=(w-tw)/2:y=200:enable='gte(t,23.5)',
 * format=yuv420p[v];
 * sine=f=880:r=48000:d=30,volume='if(lt(mod(t,7.5),0.2),0.25,0)':eval=frame,aformat=channel_layouts=mono[a]
 * EOF
 * ffmpeg -y -hide_banner -loglevel error -filter_complex_script "$G/intro.txt" -map '[v]' -map '[a]' \
 *   -c:v libx264 -preset slow -crf 30 -profile:v main -pix_fmt yuv420p -c:a aac -b:a 32k \
 *   -movflags +faststart -threads 1 "$OUT/intro.mp4"
 *
 * # ---- html.webm: HTML typed in an editor (left), rendered in a "browser" (right) (30 s) ----
 * cat > "$G/html.txt" <<EOF
 * color=c=0x1e1e1e:s=640x360:r=24:d=30,
 * drawbox=x=330:y=40:w=300:h=300:color=white:t=fill,
 * drawbox=x=330:y=40:w=300:h=22:color=0xdddddd:t=fill,
 * drawtext=fontfile=$SANS:text='index.html':fontsize=14:fontcolor=0x9cdcfe:x=14:y=16,
 * drawtext=fontfile=$SANS:text='Browser':fontsize=13:fontcolor=0x333333:x=340:y=45,
 * drawtext=fontfile=$MONO:text='<!DOCTYPE html>':fontsize=15:fontcolor=0x808080:x=14:y=50:enable='gte(t,1)',
 * drawtext=fontfile=$MONO:text='<html lang="ja">':fontsize=15:fontcolor=0x569cd6:x=14:y=72:enable='gte(t,2)',
 * drawtext=fontfile=$MONO:text='<body>':fontsize=15:fontcolor=0x569cd6:x=32:y=94:enable='gte(t,3)',
 * drawtext=fontfile=$MONO:text='<h1>Hello HTML</h1>':fontsize=15:fontcolor=0xd4d4d4:x=50:y=116:enable='gte(t,5)',
 * drawtext=fontfile=$MONO:text='<p>My first page</p>':fontsize=15:fontcolor=0xd4d4d4:x=50:y=138:enable='gte(t,9)',
 * drawtext=fontfile=$MONO:text='<ul>':fontsize=15:fontcolor=0xd4d4d4:x=50:y=160:enable='gte(t,13)',
 * drawtext=fontfile=$MONO:text='<li>HTML</li>':fontsize=15:fontcolor=0xd4d4d4:x=68:y=182:enable='gte(t,13.5)',
 * drawtext=fontfile=$MONO:text='<li>CSS</li>':fontsize=15:fontcolor=0xd4d4d4:x=68:y=204:enable='gte(t,14)',
 * drawtext=fontfile=$MONO:text='</ul>':fontsize=15:fontcolor=0xd4d4d4:x=50:y=226:enable='gte(t,14.5)',
 * drawtext=fontfile=$MONO:text='</body>':fontsize=15:fontcolor=0x569cd6:x=32:y=248:enable='gte(t,3)',
 * drawtext=fontfile=$MONO:text='</html>':fontsize=15:fontcolor=0x569cd6:x=14:y=270:enable='gte(t,2)',
 * drawtext=fontfile=$MONO:text='h1 { color\: teal; }':fontsize=15:fontcolor=0xce9178:x=14:y=310:enable='gte(t,19)',
 * drawtext=fontfile=$BOLD:text='Hello HTML':fontsize=30:fontcolor=black:x=345:y=80:enable='between(t,6,21)',
 * drawtext=fontfile=$BOLD:text='Hello HTML':fontsize=30:fontcolor=0x008080:x=345:y=80:enable='gte(t,21)',
 * drawtext=fontfile=$SANS:text='My first page':fontsize=18:fontcolor=black:x=345:y=130:enable='gte(t,10)',
 * drawtext=fontfile=$SANS:text='•  HTML':fontsize=18:fontcolor=black:x=360:y=170:enable='gte(t,15.5)',
 * drawtext=fontfile=$SANS:text='•  CSS':fontsize=18:fontcolor=black:x=360:y=198:enable='gte(t,15.5)',
 * drawbox=x=0:y=0:w=640:h=360:color=0x0b3d2e:t=fill:enable='gte(t,25)',
 * drawtext=fontfile=$BOLD:text='HTML = structure':fontsize=40:fontcolor=white:x=(w-tw)/2:y=120:enable='gte(t,25)',
 * drawtext=fontfile=$SANS:text='CSS = appearance':fontsize=30:fontcolor=0x7fd1b9:x=(w-tw)/2:y=190:enable='gte(t,26)',
 * format=yuv420p[v];
 * sine=f=660:r=48000:d=30,volume='if(lt(mod(t,5),0.15),0.2,0)':eval=frame,aformat=channel_layouts=mono,asetnsamples=n=960:p=0[a]
 * EOF
 * ffmpeg -y -hide_banner -loglevel error -filter_complex_script "$G/html.txt" -map '[v]' -map '[a]' \
 *   -c:v libvpx-vp9 -b:v 0 -crf 40 -deadline good -cpu-used 4 -row-mt 1 -c:a libopus -b:a 24k \
 *   -threads 1 "$OUT/html.webm"
 *
 * # ---- javascript.mp4: code (left) and console output (right), testsrc2 intro card (30 s) ----
 * cat > "$G/js.txt" <<EOF
 * testsrc2=s=640x360:r=24:d=4,
 * drawbox=x=120:y=120:w=400:h=120:color=black@0.7:t=fill,
 * drawtext=fontfile=$BOLD:text='JavaScript Basics':fontsize=40:fontcolor=0xf7df1e:x=(w-tw)/2:y=155[card];
 * color=c=0x282c34:s=640x360:r=24:d=26,
 * drawbox=x=400:y=30:w=225:h=300:color=black:t=fill,
 * drawtext=fontfile=$SANS:text='main.js':fontsize=14:fontcolor=0xf7df1e:x=14:y=10,
 * drawtext=fontfile=$SANS:text='Console':fontsize=14:fontcolor=0xaaaaaa:x=410:y=10,
 * drawtext=fontfile=$MONO:text='const price = 500;':fontsize=15:fontcolor=0xabb2bf:x=14:y=40:enable='gte(t,1)',
 * drawtext=fontfile=$MONO:text='const qty = 3;':fontsize=15:fontcolor=0xabb2bf:x=14:y=62:enable='gte(t,2)',
 * drawtext=fontfile=$MONO:text='const total = price * qty;':fontsize=15:fontcolor=0xabb2bf:x=14:y=84:enable='gte(t,3)',
 * drawtext=fontfile=$MONO:text='console.log(total);':fontsize=15:fontcolor=0x61afef:x=14:y=106:enable='gte(t,5)',
 * drawtext=fontfile=$MONO:text='> 1500':fontsize=16:fontcolor=0x98c379:x=410:y=40:enable='gte(t,7)',
 * drawtext=fontfile=$MONO:text='for (let i = 1; i <= 3; i++) {':fontsize=15:fontcolor=0xc678dd:x=14:y=150:enable='gte(t,10)',
 * drawtext=fontfile=$MONO:text='console.log("Hi " + i);':fontsize=15:fontcolor=0x61afef:x=32:y=172:enable='gte(t,11)',
 * drawtext=fontfile=$MONO:text='}':fontsize=15:fontcolor=0xc678dd:x=14:y=194:enable='gte(t,12)',
 * drawtext=fontfile=$MONO:text='> Hi 1':fontsize=16:fontcolor=0x98c379:x=410:y=66:enable='gte(t,14)',
 * drawtext=fontfile=$MONO:text='> Hi 2':fontsize=16:fontcolor=0x98c379:x=410:y=90:enable='gte(t,14.5)',
 * drawtext=fontfile=$MONO:text='> Hi 3':fontsize=16:fontcolor=0x98c379:x=410:y=114:enable='gte(t,15)',
 * drawtext=fontfile=$MONO:text='const add = (a, b) => a + b;':fontsize=15:fontcolor=0xe5c07b:x=14:y=238:enable='gte(t,17)',
 * drawtext=fontfile=$MONO:text='console.log(add(2, 3));':fontsize=15:fontcolor=0x61afef:x=14:y=260:enable='gte(t,18.5)',
 * drawtext=fontfile=$MONO:text='> 5':fontsize=16:fontcolor=0x98c379:x=410:y=140:enable='gte(t,20)',
 * drawbox=x=410:y=300:w=10:h=18:color=0x98c379:t=fill:enable='lt(mod(t,1),0.5)',
 * drawtext=fontfile=$SANS:text='Variables  /  Loops  /  Functions':fontsize=18:fontcolor=white:x=(w-tw)/2:y=335:enable='gte(t,22)'[code];
 * [card][code]concat=n=2:v=1:a=0,format=yuv420p[v];
 * sine=f=523:r=48000:d=30,volume='if(lt(mod(t,4),0.15),0.2,0)':eval=frame,aformat=channel_layouts=mono[a]
 * EOF
 * ffmpeg -y -hide_banner -loglevel error -filter_complex_script "$G/js.txt" -map '[v]' -map '[a]' \
 *   -c:v libx264 -preset slow -crf 30 -profile:v main -pix_fmt yuv420p -c:a aac -b:a 32k \
 *   -movflags +faststart -threads 1 "$OUT/javascript.mp4"
 *
 * rm -rf "$G"
 */

export type DemoMovieKey = 'intro' | 'html' | 'javascript';

export interface DemoMovie {
  key: DemoMovieKey;
  title: string;
  description: string;
  /** file name in ./movies */
  file: string;
  contentType: 'video/mp4' | 'video/webm';
}

export interface DemoStep {
  title: string;
  /** 0: submit an assignment, 1: self-study */
  type: 0 | 1;
  standardHours: number;
  /** GitHub-flavoured Markdown, Japanese */
  body: string;
  movies?: DemoMovieKey[];
}

export interface DemoCurriculum {
  name: string;
  description: string;
  normalDays: number;
  intensiveDays: number;
  steps: DemoStep[];
}

export const DEMO_MOVIES: DemoMovie[] = [
  {
    key: 'intro',
    title: 'コース紹介：Web エンジニア養成コースへようこそ',
    description:
      'コース全体の流れを 30 秒で紹介します。学習環境の準備から、HTML/CSS、JavaScript、SQL、サーバーサイドを経て、チーム開発で最終課題に取り組むまでの道のりです。',
    file: 'intro.mp4',
    contentType: 'video/mp4',
  },
  {
    key: 'html',
    title: 'HTML の基本：タグを書くと表示が変わる',
    description:
      'エディタで HTML を 1 行ずつ書き足すと、ブラウザの表示がどう変わるかを並べて見せます。最後に CSS で見出しの色を変え、HTML は構造、CSS は見た目という役割分担を確認します。',
    file: 'html.webm',
    contentType: 'video/webm',
  },
  {
    key: 'javascript',
    title: 'JavaScript の基本：変数・繰り返し・関数',
    description:
      '変数の計算、for 文による繰り返し、アロー関数を書き、console.log の出力がコンソールに表示される様子を見せます。コードと実行結果の対応をつかむための動画です。',
    file: 'javascript.mp4',
    contentType: 'video/mp4',
  },
];

export const DEMO_CURRICULA: DemoCurriculum[] = [
  {
    name: "はじめに・学習環境",
    description: "コースの進め方を知り、ターミナルとエディタを使える学習環境を整えます。質問の仕方や日報の書き方など、学習を続けるための習慣もここで身につけます。",
    normalDays: 7,
    intensiveDays: 4,
    steps: [
      {
        title: "コースの進め方",
        type: 1,
        standardHours: 1,
        movies: ["intro"],
        body: `## このコースで目指すこと

「Web エンジニア養成コース」へようこそ。このコースは、プログラミングが初めての社員の方が、チームの一員として Web アプリケーションの開発に参加できるようになることを目指しています。

まずは冒頭の動画で、コース全体の流れをつかんでください。

## カリキュラムの全体像

| 順番 | カリキュラム | 主に学ぶこと |
| --- | --- | --- |
| 1 | はじめに・学習環境 | ターミナル、エディタ、質問の仕方 |
| 2 | HTML/CSS | Web ページの構造と見た目 |
| 3 | JavaScript 基礎 | プログラミングの基本と DOM 操作 |
| 4 | Git と GitHub | バージョン管理とプルリクエスト |
| 5 | データベースと SQL | データの保存と取り出し |
| 6 | サーバーサイド | Node.js と Express による API 開発 |
| 7 | チーム開発・最終課題 | スクラムでの開発と成果発表 |

## ステップの種類

各カリキュラムは「ステップ」に分かれています。ステップには次の 2 種類があります。

- **自習**：テキストを読み、手を動かして理解するステップです。読み終えたら自分で完了にします。
- **課題提出**：成果物を提出し、講師のレビューを受けるステップです。合格すると完了になります。

各ステップには目安時間が書かれています。目安より時間がかかっても問題ありません。大切なのは、分からないところを分からないままにしないことです。

## 学習を進めるコツ

1. 毎日少しずつでも手を動かす
2. 15 分考えて分からなければ質問する
3. 学んだことをその日のうちに日報に書く

> **ヒント**：コードは読むだけでなく、必ず自分の手で打ち込んでください。コピー＆ペーストでは身につきません。

次のステップから、学習環境の準備を始めましょう。
`,
      },
      {
        title: "ターミナルの基本操作",
        type: 1,
        standardHours: 2,
        body: `## ターミナルとは

ターミナルは、文字でコンピューターに命令を出すためのアプリケーションです。開発の現場では、ファイル操作、Git、サーバーの起動など、多くの作業をターミナルで行います。

- macOS：「ターミナル」アプリ
- Windows：WSL（Windows Subsystem for Linux）をインストールし、Ubuntu を使います

## よく使うコマンド

| コマンド | 意味 | 例 |
| --- | --- | --- |
| \`pwd\` | 今いるディレクトリを表示 | \`pwd\` |
| \`ls\` | ファイルの一覧を表示 | \`ls -la\` |
| \`cd\` | ディレクトリを移動 | \`cd ~/workspace\` |
| \`mkdir\` | ディレクトリを作成 | \`mkdir practice\` |
| \`touch\` | 空のファイルを作成 | \`touch memo.txt\` |
| \`rm\` | ファイルを削除 | \`rm memo.txt\` |

## 実際に操作してみよう

次のコマンドを 1 行ずつ入力し、結果を確認してください。

\`\`\`bash
cd ~
mkdir -p workspace/practice
cd workspace/practice
pwd
touch hello.txt
echo "こんにちは" > hello.txt
cat hello.txt
ls -la
\`\`\`

\`echo "こんにちは" > hello.txt\` の \`>\` は、コマンドの出力をファイルに書き込む「リダイレクト」です。\`>>\` にすると、上書きせずに追記になります。

## パスの考え方

- **絶対パス**：\`/home/taro/workspace\` のように、ルート \`/\` から書くパス
- **相対パス**：\`../practice\` のように、今いる場所から書くパス
- \`~\` はホームディレクトリ、\`.\` は現在のディレクトリ、\`..\` は一つ上のディレクトリを表します

> **ヒント**：Tab キーを押すと、ファイル名やディレクトリ名が補完されます。打ち間違いが減るので、積極的に使いましょう。

## 注意点

\`rm\` で削除したファイルはゴミ箱に入らず、元に戻せません。\`rm -rf\` は特に危険なので、実行前に対象のパスを必ず確認してください。

参考：[MDN コマンドライン入門](https://developer.mozilla.org/ja/docs/Learn/Tools_and_testing/Understanding_client-side_tools/Command_line)
`,
      },
      {
        title: "VS Code のセットアップ",
        type: 1,
        standardHours: 1,
        body: `## エディタを準備する

このコースでは、エディタとして [Visual Studio Code](https://code.visualstudio.com/)（以下 VS Code）を使います。無料で使え、拡張機能が豊富なため、現場でも広く使われています。

## インストールと日本語化

1. 公式サイトからインストーラーをダウンロードし、インストールします
2. 拡張機能「Japanese Language Pack」を入れると、メニューが日本語になります
3. WSL を使う場合は、拡張機能「WSL」も入れてください

## 入れておきたい拡張機能

| 拡張機能 | 用途 |
| --- | --- |
| Prettier | コードを自動で整形する |
| ESLint | JavaScript の問題を見つける |
| GitLens | Git の履歴をエディタ上で確認する |
| Live Server | HTML をブラウザで自動更新しながら確認する |

## ターミナルから VS Code を開く

コマンドパレット（\`Ctrl + Shift + P\`、macOS では \`Cmd + Shift + P\`）で「Shell Command: Install 'code' command in PATH」を実行すると、ターミナルから \`code\` コマンドが使えます。

\`\`\`bash
cd ~/workspace/practice
code .
\`\`\`

## 保存時の自動整形

設定ファイル \`settings.json\` に次の内容を追加すると、保存するたびに Prettier が整形してくれます。

\`\`\`json
{
  "editor.formatOnSave": true,
  "editor.defaultFormatter": "esbenp.prettier-vscode",
  "editor.tabSize": 2,
  "files.insertFinalNewline": true
}
\`\`\`

## 覚えておきたいショートカット

- \`Ctrl + P\`：ファイル名で検索して開く
- \`Ctrl + /\`：選択行をコメントにする
- \`Alt + ↑ / ↓\`：行を上下に移動する
- \`Ctrl + D\`：同じ単語を次々に選択する

> **ヒント**：ショートカットは一度に全部覚えなくて大丈夫です。毎日一つずつ使ってみると、自然に手が覚えます。
`,
      },
      {
        title: "質問の仕方と日報の書き方",
        type: 1,
        standardHours: 1,
        body: `## なぜ質問の仕方を学ぶのか

プログラミングの学習では、必ずつまずく場面があります。上手に質問できると、自分もメンターも短い時間で問題を解決できます。これは現場でもそのまま役立つスキルです。

## 質問する前に確認すること

1. エラーメッセージを最後まで読んだか
2. エラーメッセージで検索したか
3. 直前に何を変更したかを確認したか
4. 15 分以上一人で悩んでいないか

15 分考えても進まないときは、遠慮せずに質問しましょう。

## 良い質問の型

次の 4 点をそろえると、回答する側が状況をすぐに理解できます。

| 項目 | 書くこと |
| --- | --- |
| やりたいこと | 何を実現しようとしているか |
| 起きていること | エラーメッセージ、画面の状態 |
| 試したこと | 調べた内容と、その結果 |
| 環境 | OS、ブラウザ、Node.js のバージョンなど |

エラーメッセージやコードは、画像ではなくテキストで貼り付けます。Markdown のコードブロックを使うと読みやすくなります。

\`\`\`text
## やりたいこと
npm start でサーバーを起動したい

## 起きていること
Error: Cannot find module 'express' と表示される

## 試したこと
package.json に express が書かれていることを確認した
\`\`\`

## 日報を書こう

日報は、その日の学習を振り返る記録です。毎日書くことで、自分の成長が見えるようになり、講師もつまずきに早く気づけます。

- 今日やったこと（ステップ名と進み具合）
- 分かったこと・分からなかったこと
- 明日やること

> **ヒント**：うまくいかなかった日こそ日報を書きましょう。「何が分からないか」を言葉にすること自体が、次の一歩になります。
`,
      },
      {
        title: "学習環境の構築を報告する",
        type: 0,
        standardHours: 1.5,
        body: `## このステップの目的

これまでのステップで準備した学習環境が、正しく動いているかを確認します。以降のカリキュラムでは、ここで用意したツールを毎日使います。

## 準備するもの

次のツールをインストールしてください。

| ツール | 確認コマンド | 目安のバージョン |
| --- | --- | --- |
| Git | \`git --version\` | 2.40 以上 |
| Node.js | \`node --version\` | 20 以上 |
| npm | \`npm --version\` | 10 以上 |
| VS Code | \`code --version\` | 最新版 |

Node.js は、バージョンを切り替えられる管理ツールを使ってインストールするのがおすすめです。

\`\`\`bash
# Volta を使う例
curl https://get.volta.sh | bash
volta install node@20
node --version
\`\`\`

## Git の初期設定

コミットに記録される名前とメールアドレスを設定します。

\`\`\`bash
git config --global user.name "Yamada Taro"
git config --global user.email "taro@example.com"
git config --global init.defaultBranch main
git config --list
\`\`\`

> **ヒント**：インストールでつまずいたら、エラーメッセージをそのまま添えて質問してください。環境構築は誰でもつまずくところです。

参考：[Node.js ダウンロード](https://nodejs.org/ja/download)、[Git 公式サイト](https://git-scm.com/)

## 課題

次の 2 点を提出してください。

1. ターミナルで次のコマンドを実行した結果（テキストで貼り付けてください）
   \`\`\`bash
   git --version && node --version && npm --version && git config user.name
   \`\`\`
2. VS Code で \`~/workspace/practice\` フォルダを開き、ターミナルパネルも表示した状態のスクリーンショット 1 枚

提出時のコメントに、環境構築でつまずいたところと、その解決方法を 2〜3 行で書いてください。
`,
      },
      {
        title: "自己紹介と学習計画",
        type: 0,
        standardHours: 1,
        body: `## このステップの目的

一緒に学ぶ仲間や講師に自分のことを知ってもらい、コースを修了するまでの学習計画を立てます。計画があると、遅れに早く気づき、立て直すことができます。

## 学習計画の立て方

1. 1 週間のうち、学習に使える時間帯を書き出す
2. 各カリキュラムの日数の目安から、いつまでに終えるかを決める
3. 予定どおりに進まなかった週のための予備日を入れる

| 週 | 予定しているカリキュラム | 学習時間の目安 |
| --- | --- | --- |
| 1 週目 | はじめに・学習環境、HTML/CSS | 15 時間 |
| 2〜3 週目 | HTML/CSS、JavaScript 基礎 | 30 時間 |
| 4 週目 | JavaScript 基礎 | 15 時間 |

> **ヒント**：計画は立てた後に何度見直しても構いません。大切なのは、計画と実績のずれに気づくことです。

## Markdown で書いてみよう

提出物は Markdown で書きます。見出しは \`#\`、箇条書きは \`-\`、表は \`|\` で書けます。

\`\`\`markdown
## 自己紹介
- 名前：山田 太郎
- 所属：営業企画部
- 趣味：ランニング

## このコースで実現したいこと
社内の業務ツールを自分で作れるようになりたい
\`\`\`

## 課題

次の内容を Markdown で書き、提出欄に貼り付けて提出してください。

1. **自己紹介**：名前、所属部署、これまでの仕事の内容、趣味（3〜5 行）
2. **目標**：このコースを修了したときにできるようになりたいこと（1〜3 行）
3. **学習計画**：上の例のような表で、週ごとの予定カリキュラムと学習時間の目安（修了予定日まで）

表が正しく表示されているかを、提出前にプレビューで確認してください。
`,
      },
    ],
  },
  {
    name: "HTML/CSS",
    description: "Web ページを形づくる HTML と、見た目を整える CSS を学びます。意味のあるマークアップ、ボックスモデル、Flexbox と Grid、レスポンシブデザインを身につけ、自己紹介ページを完成させます。",
    normalDays: 20,
    intensiveDays: 10,
    steps: [
      {
        title: "Web ページのしくみ",
        type: 1,
        standardHours: 1,
        movies: ["html"],
        body: `## ブラウザに表示されるまで

Web ページは、次のような流れで画面に表示されます。

1. ブラウザに URL を入力する
2. ブラウザが Web サーバーにリクエストを送る
3. サーバーが HTML などのファイルをレスポンスとして返す
4. ブラウザが HTML を読み、CSS や画像を追加で取得して画面を組み立てる

まずは動画で、HTML を書くとブラウザの表示がどう変わるかを見てみましょう。

## 3 つの言語の役割

| 言語 | 役割 | たとえるなら |
| --- | --- | --- |
| HTML | 文書の構造と意味 | 家の骨組み |
| CSS | 色・大きさ・配置などの見た目 | 内装や塗装 |
| JavaScript | クリックなどに応じた動き | 電気や水道の設備 |

このカリキュラムでは HTML と CSS を学び、JavaScript は次のカリキュラムで扱います。

## 最初の HTML ファイル

\`~/workspace/html-practice/index.html\` を作り、次の内容を書いてブラウザで開いてみましょう。

\`\`\`html
<!DOCTYPE html>
<html lang="ja">
  <head>
    <meta charset="UTF-8" />
    <title>はじめての Web ページ</title>
  </head>
  <body>
    <h1>こんにちは、HTML</h1>
    <p>これは私が初めて作った Web ページです。</p>
  </body>
</html>
\`\`\`

## 開発者ツールを使う

ブラウザで \`F12\` キー（macOS では \`Cmd + Option + I\`）を押すと、開発者ツールが開きます。「要素」タブで HTML の構造を確認でき、CSS をその場で書き換えて試すこともできます。

> **ヒント**：気になるサイトを見つけたら、開発者ツールでどのような HTML で書かれているかのぞいてみましょう。一番の教材になります。

参考：[MDN ウェブ入門](https://developer.mozilla.org/ja/docs/Learn/Getting_started_with_the_web)
`,
      },
      {
        title: "HTML の基本タグ",
        type: 1,
        standardHours: 3,
        movies: ["html"],
        body: `## 要素とタグ

HTML は「要素」を組み合わせて文書を作ります。要素は開始タグと終了タグで内容を囲んで書きます。\`<a href="...">\` の \`href\` のように、タグには「属性」で追加の情報を指定できます。

## よく使う要素

| 要素 | 意味 |
| --- | --- |
| \`h1\`〜\`h6\` | 見出し（\`h1\` はページに 1 つが基本） |
| \`p\` | 段落 |
| \`a\` | リンク |
| \`img\` | 画像（\`alt\` 属性に代替テキストを書く） |
| \`ul\` / \`ol\` / \`li\` | 順序なし・順序ありのリストとその項目 |
| \`table\` / \`tr\` / \`th\` / \`td\` | 表 |
| \`form\` / \`input\` / \`button\` | 入力フォーム |

## 意味に合った要素を選ぶ

見た目ではなく「その内容が何であるか」で要素を選ぶことを、セマンティックなマークアップと呼びます。検索エンジンや読み上げソフトが内容を正しく理解できるようになります。

\`\`\`html
<header>
  <h1>山田太郎のポートフォリオ</h1>
  <nav>
    <ul>
      <li><a href="#profile">プロフィール</a></li>
      <li><a href="#works">制作物</a></li>
    </ul>
  </nav>
</header>
<main>
  <section id="profile">
    <h2>プロフィール</h2>
    <img src="images/me.jpg" alt="山田太郎の顔写真" />
    <p>営業企画部で 5 年間、販売データの分析を担当しています。</p>
  </section>
</main>
<footer>
  <p>&copy; 2025 Yamada Taro</p>
</footer>
\`\`\`

## フォームの基本

\`\`\`html
<form action="/contact" method="post">
  <label for="email">メールアドレス</label>
  <input id="email" name="email" type="email" required />
  <button type="submit">送信</button>
</form>
\`\`\`

\`label\` の \`for\` と \`input\` の \`id\` を一致させると、ラベルをクリックしたときに入力欄が選択されます。

> **ヒント**：書いた HTML は [W3C Markup Validation Service](https://validator.w3.org/) でチェックできます。閉じ忘れなどのミスを見つけてくれます。

参考：[MDN HTML 要素リファレンス](https://developer.mozilla.org/ja/docs/Web/HTML/Element)
`,
      },
      {
        title: "CSS の基本（セレクタとボックスモデル）",
        type: 1,
        standardHours: 3,
        body: `## CSS の書き方

CSS は「どの要素に（セレクタ）」「何を（プロパティ）」「どうするか（値）」を書きます。HTML の \`head\` 内で外部ファイルを読み込むのが基本です。

\`\`\`html
<link rel="stylesheet" href="style.css" />
\`\`\`

\`\`\`css
h1 {
  color: #1b365d;
  font-size: 32px;
}
\`\`\`

## 主なセレクタ

| セレクタ | 例 | 対象 |
| --- | --- | --- |
| 要素 | \`p\` | すべての \`p\` 要素 |
| クラス | \`.card\` | \`class="card"\` の要素 |
| ID | \`#profile\` | \`id="profile"\` の要素 |
| 子孫 | \`.card p\` | \`.card\` の中の \`p\` |
| 疑似クラス | \`a:hover\` | マウスが乗ったリンク |

スタイルの指定にはクラスセレクタを使うのが基本です。ID は 1 ページに 1 つしか使えず、優先度も高すぎるため、見た目の指定には向きません。

## ボックスモデル

すべての要素は、内側から「内容」「padding（内側の余白）」「border（枠線）」「margin（外側の余白）」の 4 層の箱でできています。

\`\`\`css
*,
*::before,
*::after {
  box-sizing: border-box;
}

.card {
  width: 300px;
  padding: 16px;
  border: 1px solid #ccc;
  border-radius: 8px;
  margin: 0 auto 24px;
}
\`\`\`

\`box-sizing: border-box\` を指定すると、\`width\` に padding と border が含まれるようになり、サイズの計算が簡単になります。

## 単位

- \`px\`：画面上の固定の大きさ
- \`rem\`：ルート要素の文字サイズに対する倍率（文字サイズに使うと便利）
- \`%\`：親要素に対する割合
- \`vw\` / \`vh\`：画面の幅・高さに対する割合

> **ヒント**：開発者ツールで要素を選ぶと、ボックスモデルの図が表示されます。余白が思いどおりにならないときは、まずここを確認しましょう。

参考：[MDN ボックスモデル](https://developer.mozilla.org/ja/docs/Learn/CSS/Building_blocks/The_box_model)
`,
      },
      {
        title: "Flexbox と Grid によるレイアウト",
        type: 1,
        standardHours: 4,
        body: `## レイアウトの道具

要素を横に並べたり、格子状に配置したりするには、Flexbox と CSS Grid を使います。

| 手法 | 得意なこと |
| --- | --- |
| Flexbox | 1 方向（横 1 列・縦 1 列）に並べる、中央寄せ |
| Grid | 行と列の 2 方向でレイアウトする |

## Flexbox

親要素に \`display: flex\` を指定すると、子要素が横に並びます。

\`\`\`css
.header {
  display: flex;
  justify-content: space-between; /* 主軸（横）方向の配置 */
  align-items: center;            /* 交差軸（縦）方向の配置 */
  gap: 16px;
}
\`\`\`

\`\`\`html
<header class="header">
  <h1 class="logo">Portfolio</h1>
  <nav>…</nav>
</header>
\`\`\`

上下左右の中央寄せも、Flexbox なら 3 行で書けます。

\`\`\`css
.center {
  display: flex;
  justify-content: center;
  align-items: center;
}
\`\`\`

## Grid

カードを 3 列に並べる例です。\`fr\` は残りの幅を分け合う単位です。

\`\`\`css
.works {
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 24px;
}
\`\`\`

列数を画面幅に合わせて自動で変えたい場合は、次のように書けます。

\`\`\`css
.works {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 24px;
}
\`\`\`

## 練習

1. ヘッダーのロゴを左、メニューを右に配置する
2. 制作物のカードを 3 列に並べる
3. フッターの文字を中央寄せにする

> **ヒント**：[Flexbox Froggy](https://flexboxfroggy.com/#ja) や [Grid Garden](https://cssgridgarden.com/#ja) は、ゲーム感覚でプロパティを覚えられる教材です。

参考：[MDN フレックスボックス](https://developer.mozilla.org/ja/docs/Learn/CSS/CSS_layout/Flexbox)、[MDN グリッド](https://developer.mozilla.org/ja/docs/Learn/CSS/CSS_layout/Grids)
`,
      },
      {
        title: "レスポンシブデザイン",
        type: 1,
        standardHours: 3,
        body: `## レスポンシブデザインとは

スマートフォン、タブレット、パソコンなど、画面の幅が違っても読みやすく表示されるように作ることを「レスポンシブデザイン」と呼びます。今では Web サイトへのアクセスの半分以上がスマートフォンからです。

## viewport の指定

スマートフォンで正しい幅で表示させるため、\`head\` に次の 1 行を必ず入れます。

\`\`\`html
<meta name="viewport" content="width=device-width, initial-scale=1" />
\`\`\`

## メディアクエリ

画面幅に応じてスタイルを切り替えるには、メディアクエリを使います。小さい画面向けのスタイルを先に書き、広い画面向けに上書きしていく「モバイルファースト」がおすすめです。

\`\`\`css
.works {
  display: grid;
  grid-template-columns: 1fr; /* スマートフォンでは 1 列 */
  gap: 16px;
}

@media (min-width: 600px) {
  .works {
    grid-template-columns: repeat(2, 1fr);
  }
}

@media (min-width: 960px) {
  .works {
    grid-template-columns: repeat(3, 1fr);
  }
}
\`\`\`

## よく使うブレークポイントの例

| 名前 | 画面幅 | 主な端末 |
| --- | --- | --- |
| スマートフォン | 600px 未満 | iPhone、Android |
| タブレット | 600〜959px | iPad など |
| パソコン | 960px 以上 | ノート PC、デスクトップ |

## 画像をはみ出させない

\`\`\`css
img {
  max-width: 100%;
  height: auto;
}
\`\`\`

## 確認の方法

開発者ツールの「デバイスツールバー」（\`Ctrl + Shift + M\`）で、さまざまな画面幅の表示を確認できます。

> **ヒント**：幅 320px でも横スクロールが出ないかを確認する習慣をつけましょう。はみ出している要素は、開発者ツールで \`outline: 1px solid red\` を全要素に付けると見つけやすくなります。

参考：[MDN レスポンシブデザイン](https://developer.mozilla.org/ja/docs/Learn/CSS/CSS_layout/Responsive_Design)
`,
      },
      {
        title: "自己紹介ページを作る",
        type: 0,
        standardHours: 8,
        movies: ["html"],
        body: `## このステップの目的

これまでに学んだ HTML と CSS を使って、自分の自己紹介ページを 1 枚作ります。このページは、次の「Git と GitHub」のカリキュラムで GitHub に公開します。

## 要件

| 項目 | 内容 |
| --- | --- |
| ファイル構成 | \`index.html\`、\`style.css\`、\`images/\` フォルダ |
| ヘッダー | 名前とナビゲーション（ページ内リンク） |
| プロフィール | 写真またはイラスト、自己紹介文 |
| スキル | 学んだこと・学びたいことをリストで表示 |
| 制作物 | カード形式で 3 件以上（予定のものでも可） |
| お問い合わせ | 名前・メール・本文のフォーム（送信はしなくてよい） |
| フッター | コピーライト表記 |

## 守ってほしいこと

- \`header\`、\`main\`、\`section\`、\`footer\` など意味に合った要素を使う
- 見た目の指定はクラスセレクタで行い、\`style\` 属性は使わない
- カードの並びは Flexbox または Grid で作る
- 幅 375px（スマートフォン）と 1280px（パソコン）の両方で崩れない
- すべての \`img\` に \`alt\` 属性を付ける

## ファイル構成の例

\`\`\`bash
self-introduction/
├── index.html
├── style.css
└── images/
    └── profile.jpg
\`\`\`

> **ヒント**：最初に紙やホワイトボードに完成イメージを描いてから作り始めると、迷う時間が減ります。

## 課題

次のものを提出してください。

1. \`index.html\` と \`style.css\` の全文（コードブロックに貼り付けてください）
2. 幅 375px と幅 1280px で表示したときのスクリーンショット 各 1 枚
3. [W3C Markup Validation Service](https://validator.w3.org/) でエラーが 0 件だったことが分かるスクリーンショット 1 枚

提出時のコメントに、工夫したところと、うまくいかなかったところを 1 つずつ書いてください。
`,
      },
    ],
  },
  {
    name: "JavaScript 基礎",
    description: "プログラミングの基本である変数・条件分岐・繰り返し・関数を JavaScript で学びます。後半では DOM 操作とイベント、非同期処理を学び、動きのある ToDo リストを作ります。",
    normalDays: 25,
    intensiveDays: 12,
    steps: [
      {
        title: "JavaScript を動かしてみよう",
        type: 1,
        standardHours: 1.5,
        movies: ["javascript"],
        body: `## JavaScript とは

JavaScript は、ブラウザの上で動くプログラミング言語です。ボタンを押したときの処理や、画面の一部だけを書き換える処理などを書けます。Node.js を使えば、サーバーの上でも動かせます。

まずは動画で、コードと実行結果の対応を見てみましょう。

## 3 つの実行方法

| 方法 | 使いどころ |
| --- | --- |
| ブラウザの開発者ツールのコンソール | ちょっとした動作確認 |
| HTML から \`script\` 要素で読み込む | Web ページに動きを付ける |
| ターミナルで \`node\` コマンド | 計算やファイル操作のプログラム |

## コンソールで試す

ブラウザで \`F12\` を押し、「コンソール」タブに次のように入力して Enter を押してください。

\`\`\`js
console.log('Hello, JavaScript!');
1 + 2 * 3;
\`\`\`

## ファイルに書いて Node.js で動かす

\`hello.js\` を作り、次の内容を書きます。

\`\`\`js
const name = '山田';
console.log(\`こんにちは、\${name}さん\`);
\`\`\`

ターミナルで実行します。

\`\`\`bash
node hello.js
# => こんにちは、山田さん
\`\`\`

## HTML から読み込む

\`\`\`html
<body>
  <h1>JavaScript の練習</h1>
  <script src="main.js"></script>
</body>
\`\`\`

\`script\` 要素は \`body\` の最後に書くか、\`head\` に書いて \`defer\` 属性を付けます。HTML が読み込まれる前にスクリプトが動くと、要素が見つからずにエラーになるためです。

> **ヒント**：\`console.log\` はプログラムの「途中の様子」を見るための一番の道具です。思いどおりに動かないときは、まず値を表示して確かめましょう。

参考：[MDN JavaScript 入門](https://developer.mozilla.org/ja/docs/Learn/JavaScript/First_steps)
`,
      },
      {
        title: "変数・データ型・演算子",
        type: 1,
        standardHours: 3,
        body: `## 変数

変数は、値に名前を付けて保存しておく箱です。JavaScript では \`const\` と \`let\` を使います。

\`\`\`js
const taxRate = 0.1; // 再代入しない値は const
let count = 0;       // 再代入する値は let
count = count + 1;
\`\`\`

基本は \`const\` を使い、再代入が必要なときだけ \`let\` を使います。古い書き方の \`var\` は使いません。

## 主なデータ型

| 型 | 例 | 説明 |
| --- | --- | --- |
| 数値（number） | \`42\`、\`3.14\` | 整数も小数も同じ型 |
| 文字列（string） | \`'こんにちは'\` | \`'\`、\`"\`、\`\` \` \`\` で囲む |
| 真偽値（boolean） | \`true\`、\`false\` | 条件の結果 |
| undefined | \`undefined\` | 値がまだない |
| null | \`null\` | 「値がない」ことを明示する |

\`typeof\` 演算子で型を調べられます。

\`\`\`js
console.log(typeof 42);      // "number"
console.log(typeof 'text');  // "string"
console.log(typeof true);    // "boolean"
\`\`\`

## 演算子

\`\`\`js
const price = 1200;
const quantity = 3;
const subtotal = price * quantity;           // 3600
const total = Math.floor(subtotal * 1.1);    // 3960
console.log(\`合計は \${total} 円です\`);
console.log(10 % 3);                         // 1（割り算の余り）
\`\`\`

## 比較は === を使う

\`==\` は型を変換してから比べるため、思わぬ結果になります。比較には必ず \`===\` と \`!==\` を使いましょう。

\`\`\`js
console.log(1 == '1');   // true（型を変換して比較）
console.log(1 === '1');  // false（型も比較）
\`\`\`

> **ヒント**：テンプレートリテラル（\`\` \` \`\` で囲む文字列）を使うと、\`\${}\` の中に変数や式を埋め込めます。\`+\` で文字列をつなぐより読みやすくなります。

参考：[MDN 変数](https://developer.mozilla.org/ja/docs/Learn/JavaScript/First_steps/Variables)
`,
      },
      {
        title: "条件分岐と繰り返し",
        type: 1,
        standardHours: 3,
        body: `## if 文

条件によって処理を分けるには \`if\` 文を使います。

\`\`\`js
const score = 72;

if (score >= 80) {
  console.log('合格です');
} else if (score >= 60) {
  console.log('あと少しです');
} else {
  console.log('もう一度挑戦しましょう');
}
\`\`\`

## 論理演算子

| 演算子 | 意味 | 例 |
| --- | --- | --- |
| \`&&\` | かつ | \`age >= 20 && member\` |
| \`\\|\\|\` | または | \`isAdmin \\|\\| isOwner\` |
| \`!\` | ではない | \`!isLoggedIn\` |

## for 文

決まった回数だけ繰り返すときは \`for\` 文を使います。

\`\`\`js
for (let i = 1; i <= 5; i++) {
  console.log(\`\${i} 回目\`);
}
\`\`\`

## 配列の要素を順に処理する

配列の要素を順番に取り出すときは \`for...of\` が読みやすく便利です。

\`\`\`js
const members = ['佐藤', '鈴木', '高橋'];

for (const member of members) {
  console.log(\`\${member}さん、おはようございます\`);
}
\`\`\`

## while 文

回数が決まっておらず、条件を満たす間だけ繰り返すときは \`while\` 文を使います。

\`\`\`js
let balance = 10000;
let months = 0;

while (balance > 0) {
  balance -= 3000;
  months++;
}
console.log(\`\${months} か月で使い切ります\`);
\`\`\`

条件がいつまでも \`true\` のままだと、無限ループになってプログラムが止まらなくなります。ターミナルでは \`Ctrl + C\` で止められます。

> **ヒント**：繰り返しの中で何が起きているか分からなくなったら、ループの中に \`console.log\` を入れて、変数の値が 1 回ごとにどう変わるかを表示してみましょう。

参考：[MDN ループと反復処理](https://developer.mozilla.org/ja/docs/Web/JavaScript/Guide/Loops_and_iteration)
`,
      },
      {
        title: "関数と配列・オブジェクト",
        type: 1,
        standardHours: 4,
        body: `## 関数

同じ処理に名前を付けてまとめたものが関数です。引数を受け取り、\`return\` で結果を返します。

\`\`\`js
function calcTotal(price, quantity) {
  return Math.floor(price * quantity * 1.1);
}

// アロー関数で書くこともできます
const calcTotal2 = (price, quantity) => Math.floor(price * quantity * 1.1);

console.log(calcTotal(500, 3)); // 1650
\`\`\`

## 配列

複数の値を順番に並べて持つのが配列です。

\`\`\`js
const scores = [80, 65, 92];
scores.push(74);              // 末尾に追加
console.log(scores.length);   // 4
console.log(scores[0]);       // 80（番号は 0 から）
\`\`\`

## 配列のメソッド

| メソッド | 働き | 戻り値 |
| --- | --- | --- |
| \`map\` | 各要素を変換する | 新しい配列 |
| \`filter\` | 条件に合う要素だけ残す | 新しい配列 |
| \`find\` | 条件に合う最初の要素を探す | 要素または \`undefined\` |
| \`reduce\` | 要素をまとめて 1 つの値にする | 任意の値 |

\`\`\`js
const passed = scores.filter((score) => score >= 70);    // [80, 92, 74]
const doubled = scores.map((score) => score * 2);
const sum = scores.reduce((acc, score) => acc + score, 0); // 311
\`\`\`

## オブジェクト

名前（キー）と値の組をまとめたものがオブジェクトです。

\`\`\`js
const user = {
  name: '山田太郎',
  department: '営業企画部',
  skills: ['HTML', 'CSS'],
};

console.log(user.name);
user.skills.push('JavaScript');
\`\`\`

オブジェクトの配列は、実際の開発で最もよく扱うデータの形です。

\`\`\`js
const users = [
  { name: '佐藤', age: 28 },
  { name: '鈴木', age: 35 },
];
const names = users.map((u) => u.name); // ['佐藤', '鈴木']
\`\`\`

> **ヒント**：関数は「1 つの関数は 1 つのことだけをする」ように作ると、読みやすくテストもしやすくなります。

参考：[MDN 関数](https://developer.mozilla.org/ja/docs/Web/JavaScript/Guide/Functions)、[MDN Array](https://developer.mozilla.org/ja/docs/Web/JavaScript/Reference/Global_Objects/Array)
`,
      },
      {
        title: "DOM 操作とイベント",
        type: 1,
        standardHours: 4,
        movies: ["javascript", "html"],
        body: `## DOM とは

DOM（Document Object Model）は、ブラウザが HTML を読み込んで作る「木構造のオブジェクト」です。JavaScript から DOM を操作すると、ページの内容をその場で書き換えられます。

## 要素を取得する

\`\`\`js
const title = document.querySelector('h1');          // 最初の 1 つ
const items = document.querySelectorAll('.item');    // すべて
\`\`\`

\`querySelector\` には CSS と同じセレクタを書けます。

## 内容や見た目を変える

\`\`\`js
title.textContent = 'ようこそ';
title.classList.add('is-active');

const li = document.createElement('li');
li.textContent = '新しい項目';
document.querySelector('#list').append(li);
\`\`\`

ユーザーが入力した文字を表示するときは、\`innerHTML\` ではなく \`textContent\` を使います。\`innerHTML\` に入力をそのまま入れると、悪意のあるスクリプトが実行される危険（XSS）があります。

## イベント

クリックや入力などの「出来事」に応じて処理を動かすには、\`addEventListener\` を使います。

\`\`\`html
<input id="name" type="text" />
<button id="greet">あいさつ</button>
<p id="message"></p>
\`\`\`

\`\`\`js
const input = document.querySelector('#name');
const button = document.querySelector('#greet');
const message = document.querySelector('#message');

button.addEventListener('click', () => {
  const name = input.value.trim();
  message.textContent = name ? \`こんにちは、\${name}さん\` : '名前を入力してください';
});
\`\`\`

## よく使うイベント

| イベント | 発生するとき |
| --- | --- |
| \`click\` | クリックされたとき |
| \`input\` | 入力欄の値が変わるたび |
| \`submit\` | フォームが送信されたとき |
| \`keydown\` | キーが押されたとき |

フォームの \`submit\` イベントでは、\`event.preventDefault()\` を呼ぶとページの再読み込みを止められます。

> **ヒント**：開発者ツールの「要素」タブを開いたまま操作すると、DOM が書き換わる様子をリアルタイムで確認できます。

参考：[MDN DOM の操作](https://developer.mozilla.org/ja/docs/Learn/JavaScript/Client-side_web_APIs/Manipulating_documents)
`,
      },
      {
        title: "非同期処理と fetch",
        type: 1,
        standardHours: 4,
        body: `## 非同期処理とは

サーバーからのデータ取得のように時間のかかる処理を待っている間も、JavaScript は他の処理を進めます。このように「結果を後で受け取る」処理を非同期処理と呼びます。

## Promise と async/await

非同期処理の結果は Promise というオブジェクトで受け取ります。\`async\` を付けた関数の中では、\`await\` で Promise の結果を待てます。

\`\`\`js
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  console.log('開始');
  await wait(1000);
  console.log('1 秒たちました');
}

main();
\`\`\`

## fetch で API からデータを取得する

\`fetch\` は、サーバーにリクエストを送る関数です。

\`\`\`js
async function loadUsers() {
  try {
    const response = await fetch('https://jsonplaceholder.typicode.com/users');
    if (!response.ok) {
      throw new Error(\`HTTP エラー: \${response.status}\`);
    }
    const users = await response.json();
    for (const user of users) {
      console.log(user.name);
    }
  } catch (error) {
    console.error('取得に失敗しました', error);
  }
}

loadUsers();
\`\`\`

## 押さえておきたいポイント

- \`fetch\` はネットワークのエラーのときだけ失敗します。404 や 500 でも成功扱いになるため、\`response.ok\` を必ず確認します
- \`await\` は \`async\` 関数の中でしか使えません
- エラーは \`try...catch\` で受け止め、利用者に分かるメッセージを表示します

## JSON

API とのやりとりでは、JSON という形式がよく使われます。

| 関数 | 働き |
| --- | --- |
| \`JSON.stringify(obj)\` | オブジェクトを JSON 文字列にする |
| \`JSON.parse(text)\` | JSON 文字列をオブジェクトにする |

> **ヒント**：開発者ツールの「ネットワーク」タブを開くと、送ったリクエストと返ってきたレスポンスを確認できます。API がうまく動かないときは、まずここを見ましょう。

参考：[MDN fetch の使用](https://developer.mozilla.org/ja/docs/Web/API/Fetch_API/Using_Fetch)、[MDN async function](https://developer.mozilla.org/ja/docs/Web/JavaScript/Reference/Statements/async_function)
`,
      },
      {
        title: "FizzBuzz を書く",
        type: 0,
        standardHours: 2,
        body: `## このステップの目的

条件分岐と繰り返しを組み合わせる練習として、プログラミングの定番問題「FizzBuzz」を解きます。

## FizzBuzz のルール

1 から順に数を表示します。ただし、次のルールに従います。

| 条件 | 表示するもの |
| --- | --- |
| 3 の倍数 | \`Fizz\` |
| 5 の倍数 | \`Buzz\` |
| 3 と 5 の両方の倍数 | \`FizzBuzz\` |
| それ以外 | その数 |

## 期待する出力（1〜15）

\`\`\`text
1
2
Fizz
4
Buzz
Fizz
7
8
Fizz
Buzz
11
Fizz
13
14
FizzBuzz
\`\`\`

## 作り方のヒント

- ある数が 3 の倍数かどうかは、余りを求める \`%\` 演算子で判定できます
- 条件を判定する順番に気をつけてください。15 は 3 の倍数でもあります
- 判定の部分を関数 \`fizzBuzz(n)\` に分けると、動作を確かめやすくなります

\`\`\`js
function fizzBuzz(n) {
  // ここに処理を書く
}

console.log(fizzBuzz(3)); // "Fizz" と表示されれば OK
\`\`\`

> **ヒント**：完成したら、\`15\`、\`30\`、\`1\` など境目になる値で関数の結果を確かめてみましょう。

参考：[MDN 剰余 (%)](https://developer.mozilla.org/ja/docs/Web/JavaScript/Reference/Operators/Remainder)

## 課題

次の条件を満たすプログラム \`fizzbuzz.js\` を作り、提出してください。

1. 1 から 100 までの FizzBuzz を、1 行に 1 つずつ表示する
2. 判定は関数 \`fizzBuzz(n)\` に分け、表示するための文字列を \`return\` する
3. \`node fizzbuzz.js\` で実行できる

提出物：\`fizzbuzz.js\` の全文（コードブロックに貼り付け）と、実行結果の最初の 15 行。
`,
      },
      {
        title: "ToDo リストを作る",
        type: 0,
        standardHours: 8,
        movies: ["javascript"],
        body: `## このステップの目的

DOM 操作とイベントを使い、ブラウザで動く ToDo リストを作ります。これまでに学んだ HTML、CSS、JavaScript を総動員する課題です。

## 作るもの

- 入力欄にやることを書いて「追加」ボタンを押すと、一覧に追加される
- 各項目のチェックボックスで完了・未完了を切り替えられる（完了したものは取り消し線）
- 各項目の「削除」ボタンで削除できる
- 画面を再読み込みしても、内容が消えない

## データの持ち方

画面に表示する内容は、配列のデータから毎回作り直すと整理しやすくなります。

\`\`\`js
let todos = [
  { id: 1, title: '日報を書く', done: false },
];

function render() {
  const list = document.querySelector('#todo-list');
  list.replaceChildren();
  for (const todo of todos) {
    const li = document.createElement('li');
    li.textContent = todo.title;
    list.append(li);
  }
}
\`\`\`

## 再読み込みしても消えないようにする

ブラウザの \`localStorage\` に JSON として保存します。

\`\`\`js
const save = () => localStorage.setItem('todos', JSON.stringify(todos));
const load = () => JSON.parse(localStorage.getItem('todos') ?? '[]');
\`\`\`

## 評価のポイント

| 観点 | 確認すること |
| --- | --- |
| 動作 | 追加・完了・削除・保存がすべて動く |
| 入力チェック | 空の入力では追加されない |
| 安全性 | 入力された文字を \`textContent\` で表示している |
| 読みやすさ | 関数が役割ごとに分かれている |

> **ヒント**：一度に全部作ろうとせず、「追加」→「表示」→「削除」→「完了」→「保存」の順に、一つずつ動かしながら進めましょう。

参考：[MDN Window.localStorage](https://developer.mozilla.org/ja/docs/Web/API/Window/localStorage)

## 課題

次のものを提出してください。

1. \`index.html\`、\`style.css\`、\`main.js\` の全文（ファイルごとにコードブロックに貼り付け）
2. 項目を 3 件追加し、1 件を完了にした状態のスクリーンショット 1 枚
3. 再読み込み後も同じ状態が表示されていることが分かるスクリーンショット 1 枚

提出時のコメントに、一番苦労したところと、どう解決したかを書いてください。
`,
      },
    ],
  },
  {
    name: "Git と GitHub",
    description: "ソースコードの変更履歴を管理する Git と、チームでコードを共有する GitHub の使い方を学びます。ブランチ、プルリクエスト、コンフリクトの解消まで、チーム開発に欠かせない流れを身につけます。",
    normalDays: 10,
    intensiveDays: 5,
    steps: [
      {
        title: "バージョン管理と Git のしくみ",
        type: 1,
        standardHours: 1.5,
        body: `## なぜバージョン管理が必要か

「企画書_最新版_修正2.docx」のようなファイルを作った経験はありませんか。プログラムの開発では、1 日に何十回も変更を加えます。いつ、誰が、何を、なぜ変えたのかを記録し、必要なら前の状態に戻せるようにする仕組みがバージョン管理です。

## Git とは

Git は、世界中で最も使われているバージョン管理システムです。変更の記録を「コミット」と呼び、コミットを積み重ねて履歴を作ります。

## 3 つの場所

Git では、ファイルは次の 3 つの場所を行き来します。

| 場所 | 説明 |
| --- | --- |
| 作業ツリー | 実際に編集しているファイル |
| ステージングエリア | 次のコミットに含める変更を置く場所 |
| リポジトリ | コミットとして記録された履歴 |

\`\`\`bash
# 作業ツリー → ステージングエリア
git add index.html

# ステージングエリア → リポジトリ
git commit -m "自己紹介ページにプロフィールを追加"
\`\`\`

変更をいったんステージングエリアに置くことで、「関係する変更だけをまとめて 1 つのコミットにする」ことができます。

## リポジトリを作る

\`\`\`bash
mkdir -p ~/workspace/git-practice
cd ~/workspace/git-practice
git init
git status
\`\`\`

\`git init\` を実行すると、隠しディレクトリ \`.git\` が作られます。ここに履歴のすべてが保存されています。

## 用語のまとめ

- **リポジトリ**：履歴を含めたプロジェクト全体の保管場所
- **コミット**：ある時点の変更の記録
- **ブランチ**：履歴の分かれ道（次のステップ以降で学びます）
- **リモート**：GitHub などにあるリポジトリ

> **ヒント**：迷ったら \`git status\` を実行しましょう。今どのファイルがどの場所にあるか、次に何をすればよいかを教えてくれます。

参考：[Pro Git（日本語版）](https://git-scm.com/book/ja/v2)
`,
      },
      {
        title: "基本コマンド（add・commit・log・diff）",
        type: 1,
        standardHours: 2,
        body: `## 基本の流れ

Git での作業は、次の繰り返しです。

1. ファイルを編集する
2. \`git diff\` で変更内容を確認する
3. \`git add\` でステージングする
4. \`git commit\` で記録する

## 実際にやってみよう

\`\`\`bash
cd ~/workspace/git-practice
echo "# Git の練習" > README.md
git status
git add README.md
git commit -m "README を追加"

echo "毎日コミットします" >> README.md
git diff
git add README.md
git commit -m "README に目標を追記"
git log --oneline
\`\`\`

## よく使うコマンド

| コマンド | 働き |
| --- | --- |
| \`git status\` | 変更の状態を確認する |
| \`git diff\` | まだステージングしていない変更を表示する |
| \`git diff --staged\` | ステージング済みの変更を表示する |
| \`git log --oneline\` | 履歴を 1 行ずつ表示する |
| \`git restore ファイル名\` | 作業ツリーの変更を取り消す |
| \`git restore --staged ファイル名\` | ステージングを取り消す |

## 良いコミットメッセージ

コミットメッセージは、未来の自分やチームメンバーへの手紙です。

- 1 行目に「何をしたか」を簡潔に書く（50 文字程度まで）
- 必要なら空行を挟んで「なぜそうしたか」を書く
- 1 つのコミットには 1 つの目的の変更だけを入れる

\`\`\`text
お問い合わせフォームに必須チェックを追加

空のまま送信すると、サーバー側でエラーになっていたため。
\`\`\`

## 記録しないファイル

パスワードを書いた設定ファイルや、自動生成されるファイルは \`.gitignore\` に書いて、Git の管理から外します。

\`\`\`gitignore
node_modules/
.env
.DS_Store
\`\`\`

> **ヒント**：パスワードや API キーを一度でもコミットしてしまうと、後で消しても履歴に残ります。\`git add .\` の前に \`git status\` で対象を確認しましょう。

参考：[Pro Git：Git の基本](https://git-scm.com/book/ja/v2/Git-%E3%81%AE%E5%9F%BA%E6%9C%AC-Git-%E3%83%AA%E3%83%9D%E3%82%B8%E3%83%88%E3%83%AA%E3%81%AE%E5%8F%96%E5%BE%97)
`,
      },
      {
        title: "ブランチとマージ",
        type: 1,
        standardHours: 2,
        body: `## ブランチとは

ブランチは、履歴の「分かれ道」です。新しい機能を作るときは、\`main\` ブランチから作業用のブランチを作り、完成してから \`main\` に取り込みます。こうすることで、作業途中のコードが \`main\` を壊すことを防げます。

## ブランチを作って切り替える

\`\`\`bash
git switch -c feature/profile   # ブランチを作って切り替える
git branch                      # ブランチの一覧（* が現在のブランチ）
\`\`\`

作業ブランチでコミットしてから、\`main\` に戻って取り込みます。

\`\`\`bash
echo "プロフィールを追加" >> README.md
git add README.md
git commit -m "プロフィールを追加"

git switch main
git merge feature/profile
git branch -d feature/profile   # 取り込み済みのブランチを削除する
\`\`\`

## ブランチ名の付け方の例

| 接頭辞 | 用途 | 例 |
| --- | --- | --- |
| \`feature/\` | 新しい機能 | \`feature/contact-form\` |
| \`fix/\` | 不具合の修正 | \`fix/header-layout\` |
| \`docs/\` | ドキュメントの変更 | \`docs/readme\` |

チームで決めたルールがあれば、それに従います。

## マージの 2 つの形

- **早送り（fast-forward）**：\`main\` に新しいコミットがない場合、\`main\` の位置を進めるだけで完了します
- **マージコミット**：両方のブランチに新しいコミットがある場合、2 つをまとめる新しいコミットが作られます

\`\`\`bash
git log --oneline --graph --all
\`\`\`

このコマンドで、ブランチの分かれ方と合流の様子を図で確認できます。

> **ヒント**：作業を始める前に、必ず「今どのブランチにいるか」を確認しましょう。ターミナルのプロンプトにブランチ名を表示する設定をしておくと便利です。

参考：[Pro Git：Git のブランチ機能](https://git-scm.com/book/ja/v2/Git-%E3%81%AE%E3%83%96%E3%83%A9%E3%83%B3%E3%83%81%E6%A9%9F%E8%83%BD-%E3%83%96%E3%83%A9%E3%83%B3%E3%83%81%E3%81%A8%E3%81%AF)
`,
      },
      {
        title: "GitHub とプルリクエスト",
        type: 1,
        standardHours: 2,
        body: `## GitHub とは

[GitHub](https://github.com/) は、Git のリポジトリをインターネット上で共有するサービスです。チームのメンバーは GitHub のリポジトリを通じてコードを共有し、レビューし合います。

## 準備

1. GitHub のアカウントを作る
2. SSH キーを作って GitHub に登録する

\`\`\`bash
ssh-keygen -t ed25519 -C "taro@example.com"
cat ~/.ssh/id_ed25519.pub   # 表示された内容を GitHub の Settings > SSH keys に登録
ssh -T git@github.com       # 接続の確認
\`\`\`

## リモートリポジトリとのやりとり

| コマンド | 働き |
| --- | --- |
| \`git clone URL\` | リモートのリポジトリを手元に複製する |
| \`git remote add origin URL\` | 手元のリポジトリにリモートを登録する |
| \`git push -u origin ブランチ名\` | 手元のコミットをリモートに送る |
| \`git pull\` | リモートの変更を手元に取り込む |

\`\`\`bash
git remote add origin git@github.com:yamada-taro/self-introduction.git
git push -u origin main
\`\`\`

## プルリクエストの流れ

プルリクエスト（PR）は、「このブランチの変更を取り込んでください」という依頼です。レビューを受けてから \`main\` に取り込むのが、チーム開発の基本的な流れです。

1. 作業ブランチを作り、コミットする
2. \`git push -u origin feature/xxx\` でブランチを GitHub に送る
3. GitHub 上で PR を作り、説明を書く
4. レビューで指摘を受けたら修正してコミット・プッシュする
5. 承認されたらマージする

## PR の説明に書くこと

\`\`\`markdown
## 概要
お問い合わせフォームを追加しました。

## 確認方法
1. index.html をブラウザで開く
2. ページ下部のフォームが表示されることを確認する

## スクリーンショット
（画像を貼り付け）
\`\`\`

> **ヒント**：PR は小さいほどレビューしやすく、早くマージされます。1 つの PR には 1 つの目的の変更だけを入れましょう。

参考：[GitHub Docs：プルリクエストについて](https://docs.github.com/ja/pull-requests)
`,
      },
      {
        title: "コンフリクトを解消する",
        type: 1,
        standardHours: 1.5,
        body: `## コンフリクトとは

2 つのブランチで同じファイルの同じ箇所を別々に変更すると、Git はどちらを残せばよいか判断できません。この状態をコンフリクト（衝突）と呼びます。コンフリクトは失敗ではなく、チーム開発では日常的に起こります。

## わざとコンフリクトを起こしてみる

\`\`\`bash
git switch -c feature/title
echo "タイトル：山田のページ" > title.txt
git add title.txt && git commit -m "タイトルを追加"

git switch main
echo "タイトル：Taro's Page" > title.txt
git add title.txt && git commit -m "英語のタイトルを追加"

git merge feature/title   # ここでコンフリクトが起きる
\`\`\`

## コンフリクトの表示

コンフリクトしたファイルには、次のような印が書き込まれます。

\`\`\`text
<<<<<<< HEAD
タイトル：Taro's Page
=======
タイトル：山田のページ
>>>>>>> feature/title
\`\`\`

| 印 | 意味 |
| --- | --- |
| \`<<<<<<< HEAD\` から \`=======\` まで | 今いるブランチの内容 |
| \`=======\` から \`>>>>>>>\` まで | 取り込もうとしたブランチの内容 |

## 解消の手順

1. ファイルを開き、残したい内容に書き直す（印はすべて消す）
2. \`git add\` で解消したことを Git に伝える
3. \`git commit\` でマージを完了する

\`\`\`bash
git add title.txt
git commit -m "タイトルのコンフリクトを解消"
\`\`\`

VS Code では、コンフリクト箇所に「現在の変更を取り込む」「入力側の変更を取り込む」などのボタンが表示されます。

> **ヒント**：どちらを残すべきか分からないときは、自分で判断せずに、その箇所を変更したメンバーに相談しましょう。

参考：[GitHub Docs：マージコンフリクトについて](https://docs.github.com/ja/pull-requests/collaborating-with-pull-requests/addressing-merge-conflicts/about-merge-conflicts)
`,
      },
      {
        title: "自己紹介ページを GitHub に公開する",
        type: 0,
        standardHours: 3,
        body: `## このステップの目的

HTML/CSS のカリキュラムで作った自己紹介ページを GitHub のリポジトリで管理し、プルリクエストを使って変更を加える流れを体験します。最後に GitHub Pages でインターネットに公開します。

## 手順

1. GitHub に \`self-introduction\` という名前の公開リポジトリを作る
2. 自己紹介ページのフォルダで \`git init\` し、最初のコミットを作って \`main\` にプッシュする
3. \`feature/update-profile\` ブランチを作り、自己紹介文に「Git と GitHub を学んだ」ことを書き足す
4. ブランチをプッシュし、プルリクエストを作る（説明には概要と確認方法を書く）
5. 講師のレビューを受けて、承認されたらマージする
6. リポジトリの Settings > Pages で \`main\` ブランチを公開する

\`\`\`bash
cd ~/workspace/self-introduction
git init
git add .
git commit -m "自己紹介ページを追加"
git remote add origin git@github.com:ユーザー名/self-introduction.git
git push -u origin main
git switch -c feature/update-profile
\`\`\`

## 確認すること

| 項目 | 確認内容 |
| --- | --- |
| コミット | メッセージが変更内容を表している |
| \`.gitignore\` | 不要なファイル（\`.DS_Store\` など）が含まれていない |
| プルリクエスト | 概要と確認方法が書かれている |
| 公開ページ | スマートフォンでも表示できる |

> **ヒント**：GitHub Pages の公開には数分かかることがあります。表示されないときは、少し待ってから再読み込みしてください。

## 課題

次の 3 つの URL を提出してください。

1. GitHub のリポジトリの URL
2. 作成したプルリクエストの URL（講師をレビュアーに指定してください）
3. GitHub Pages で公開したページの URL

講師がプルリクエストを承認したら、ご自身でマージしてください。マージが確認できた時点で合格となります。
`,
      },
    ],
  },
  {
    name: "データベースと SQL",
    description: "アプリケーションのデータを保存するリレーショナルデータベースと、データを操作する言語 SQL を学びます。検索・集計・結合から、テーブル設計の考え方までを扱います。",
    normalDays: 14,
    intensiveDays: 7,
    steps: [
      {
        title: "データベースとは",
        type: 1,
        standardHours: 1.5,
        body: `## データベースの役割

Web アプリケーションは、ユーザー、商品、注文などのデータを保存しておく必要があります。大量のデータを安全に保存し、必要なものをすばやく取り出すための仕組みがデータベースです。

## リレーショナルデータベース

現在最も使われているのは、データを表（テーブル）の形で管理するリレーショナルデータベース（RDB）です。代表的な製品には PostgreSQL、MySQL、SQLite があります。

| 用語 | 意味 | Excel でいうと |
| --- | --- | --- |
| テーブル | データをまとめた表 | シート |
| カラム（列） | データの項目 | 列見出し |
| レコード（行） | 1 件分のデータ | 1 行 |
| 主キー | レコードを一意に識別する列 | 通し番号 |

## SQL とは

SQL は、RDB を操作するための言語です。操作は大きく 4 つに分かれ、頭文字を取って CRUD と呼ばれます。

| 操作 | SQL | 意味 |
| --- | --- | --- |
| Create | \`INSERT\` | 追加する |
| Read | \`SELECT\` | 取り出す |
| Update | \`UPDATE\` | 更新する |
| Delete | \`DELETE\` | 削除する |

## 環境を用意する

このカリキュラムでは、インストールが簡単な SQLite を使います。

\`\`\`bash
# macOS
brew install sqlite
# Ubuntu（WSL）
sudo apt install sqlite3

sqlite3 practice.db
\`\`\`

## 最初のテーブル

\`\`\`sql
CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  department TEXT NOT NULL,
  joined_on DATE
);

INSERT INTO members (name, department, joined_on)
VALUES ('山田太郎', '営業企画部', '2020-04-01'),
       ('佐藤花子', '経理部', '2018-04-01');

SELECT * FROM members;
\`\`\`

SQLite を終了するには \`.quit\` と入力します。

> **ヒント**：SQL のキーワードは大文字で、テーブル名や列名は小文字で書くと読みやすくなります。

参考：[SQLite 公式ドキュメント](https://www.sqlite.org/docs.html)
`,
      },
      {
        title: "SELECT でデータを取り出す",
        type: 1,
        standardHours: 3,
        body: `## SELECT の基本

\`SELECT\` 文で、テーブルからデータを取り出します。

\`\`\`sql
SELECT name, department
FROM members
WHERE department = '営業企画部'
ORDER BY joined_on DESC
LIMIT 10;
\`\`\`

| 句 | 役割 |
| --- | --- |
| \`SELECT\` | 取り出す列 |
| \`FROM\` | 対象のテーブル |
| \`WHERE\` | 行を絞り込む条件 |
| \`ORDER BY\` | 並べ替え（\`ASC\` 昇順、\`DESC\` 降順） |
| \`LIMIT\` | 取り出す件数の上限 |

## 練習用のデータ

\`\`\`sql
CREATE TABLE books (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  author TEXT NOT NULL,
  price INTEGER NOT NULL,
  published_on DATE
);

INSERT INTO books (title, author, price, published_on) VALUES
  ('はじめての HTML', '田中一郎', 2200, '2021-05-10'),
  ('JavaScript 入門', '鈴木次郎', 2800, '2022-09-01'),
  ('SQL 実践ドリル', '田中一郎', 3200, '2023-02-15'),
  ('チーム開発の教科書', '高橋三郎', 3500, NULL);
\`\`\`

## いろいろな条件

\`\`\`sql
-- 3,000 円以上の本
SELECT title, price FROM books WHERE price >= 3000;

-- 著者が田中一郎で、2022 年以降に出版された本
SELECT title FROM books
WHERE author = '田中一郎' AND published_on >= '2022-01-01';

-- タイトルに「入門」を含む本
SELECT title FROM books WHERE title LIKE '%入門%';

-- 出版日が決まっていない本
SELECT title FROM books WHERE published_on IS NULL;
\`\`\`

\`NULL\` は「値がない」ことを表す特別な値で、\`= NULL\` では比較できません。必ず \`IS NULL\`、\`IS NOT NULL\` を使います。

## 更新と削除

\`\`\`sql
UPDATE books SET price = 2500 WHERE id = 1;
DELETE FROM books WHERE id = 4;
\`\`\`

> **ヒント**：\`UPDATE\` と \`DELETE\` で \`WHERE\` を書き忘れると、全件が変更・削除されます。実行前に、同じ条件の \`SELECT\` で対象を確認する習慣をつけましょう。

参考：[SQLite SELECT](https://www.sqlite.org/lang_select.html)
`,
      },
      {
        title: "集計とグループ化",
        type: 1,
        standardHours: 2,
        body: `## 集計関数

複数の行をまとめて 1 つの値を求めるのが集計関数です。

| 関数 | 働き |
| --- | --- |
| \`COUNT(*)\` | 行の数 |
| \`SUM(列)\` | 合計 |
| \`AVG(列)\` | 平均 |
| \`MAX(列)\` / \`MIN(列)\` | 最大値・最小値 |

\`\`\`sql
SELECT COUNT(*) AS book_count,
       SUM(price) AS total_price,
       AVG(price) AS average_price
FROM books;
\`\`\`

\`AS\` を使うと、結果の列に分かりやすい名前を付けられます。

## GROUP BY

列の値ごとにグループに分けて集計するには \`GROUP BY\` を使います。

\`\`\`sql
SELECT author,
       COUNT(*) AS book_count,
       MAX(price) AS max_price
FROM books
GROUP BY author
ORDER BY book_count DESC;
\`\`\`

実行結果の例です。

| author | book_count | max_price |
| --- | --- | --- |
| 田中一郎 | 2 | 3200 |
| 鈴木次郎 | 1 | 2800 |

## HAVING

集計した結果で絞り込むには、\`WHERE\` ではなく \`HAVING\` を使います。

\`\`\`sql
-- 2 冊以上出している著者
SELECT author, COUNT(*) AS book_count
FROM books
GROUP BY author
HAVING COUNT(*) >= 2;
\`\`\`

## WHERE と HAVING の違い

- \`WHERE\`：グループに分ける**前**に、行を絞り込む
- \`HAVING\`：グループに分けた**後**に、集計結果で絞り込む

SQL は書く順番と実行される順番が違います。おおまかには \`FROM\` → \`WHERE\` → \`GROUP BY\` → \`HAVING\` → \`SELECT\` → \`ORDER BY\` の順に処理されます。

> **ヒント**：業務で Excel のピボットテーブルを使ったことがあれば、\`GROUP BY\` は「行ラベル」、集計関数は「値の集計方法」と考えると理解しやすいでしょう。

参考：[SQLite 集計関数](https://www.sqlite.org/lang_aggfunc.html)
`,
      },
      {
        title: "テーブルを結合する（JOIN）",
        type: 1,
        standardHours: 3,
        body: `## なぜテーブルを分けるのか

注文のテーブルに顧客の名前や住所を毎回書くと、同じ情報が何度も登場し、住所が変わったときにすべての行を直す必要があります。そこで、顧客と注文を別のテーブルに分け、注文には顧客の \`id\` だけを持たせます。このような列を外部キーと呼びます。

\`\`\`sql
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  amount INTEGER NOT NULL,
  ordered_on DATE NOT NULL
);

INSERT INTO customers (name) VALUES ('株式会社サンプル'), ('テスト商事'), ('見本工業');
INSERT INTO orders (customer_id, amount, ordered_on) VALUES
  (1, 50000, '2024-04-01'),
  (1, 32000, '2024-04-15'),
  (2, 18000, '2024-04-20');
\`\`\`

## INNER JOIN

両方のテーブルに対応する行があるものだけを結合します。

\`\`\`sql
SELECT o.id, c.name, o.amount, o.ordered_on
FROM orders AS o
INNER JOIN customers AS c ON c.id = o.customer_id
ORDER BY o.ordered_on;
\`\`\`

## LEFT JOIN

左側のテーブルの行はすべて残し、対応する行がなければ \`NULL\` になります。「注文が 1 件もない顧客」も含めたいときに使います。

\`\`\`sql
SELECT c.name, COUNT(o.id) AS order_count, COALESCE(SUM(o.amount), 0) AS total
FROM customers AS c
LEFT JOIN orders AS o ON o.customer_id = c.id
GROUP BY c.id, c.name;
\`\`\`

| name | order_count | total |
| --- | --- | --- |
| 株式会社サンプル | 2 | 82000 |
| テスト商事 | 1 | 18000 |
| 見本工業 | 0 | 0 |

## 使い分け

| 結合 | 結果に残る行 |
| --- | --- |
| \`INNER JOIN\` | 両方にある行だけ |
| \`LEFT JOIN\` | 左のテーブルのすべての行 |

> **ヒント**：テーブルに \`o\`、\`c\` のような短い別名を付けると、どのテーブルの列かを簡潔に書けます。同じ名前の列（\`id\` など）があるときは、必ずテーブル名か別名を付けましょう。

参考：[SQLite JOIN](https://www.sqlite.org/syntax/join-operator.html)
`,
      },
      {
        title: "テーブル設計と正規化",
        type: 1,
        standardHours: 3,
        body: `## テーブル設計の大切さ

テーブルの設計は、後から変えるのが大変です。最初に「どんなデータを、どの単位で持つか」をよく考えることが、使いやすく壊れにくいアプリケーションにつながります。

## 正規化

データの重複をなくし、1 つの事実を 1 か所にだけ記録するようにテーブルを分けることを正規化と呼びます。次の表は、正規化されていない例です。

| 注文番号 | 顧客名 | 顧客の電話番号 | 商品 |
| --- | --- | --- | --- |
| 1 | サンプル社 | 03-0000-0001 | ペン、ノート |
| 2 | サンプル社 | 03-0000-0001 | 消しゴム |

問題点は次のとおりです。

- 1 つのセルに複数の商品が入っている
- 顧客の電話番号が何度も登場し、変更時に直し漏れが起きる

## 正規化した設計

\`\`\`sql
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  phone TEXT
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0)
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  ordered_at TEXT NOT NULL
);

CREATE TABLE order_items (
  order_id INTEGER NOT NULL REFERENCES orders(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (order_id, product_id)
);
\`\`\`

注文と商品のような「多対多」の関係は、\`order_items\` のような中間テーブルで表します。

## 制約でデータを守る

| 制約 | 働き |
| --- | --- |
| \`PRIMARY KEY\` | 重複のない識別子 |
| \`NOT NULL\` | 空を許さない |
| \`UNIQUE\` | 重複を許さない |
| \`REFERENCES\` | 存在しない相手を参照させない |
| \`CHECK\` | 値の条件を守らせる |

## ER 図

テーブル同士の関係は ER 図で表すと、チームで共有しやすくなります。手書きでも構いませんし、dbdiagram.io のようなツールを使っても構いません。

> **ヒント**：列の名前は、誰が読んでも意味が分かるように付けましょう。\`flg1\` のような名前ではなく、\`is_published\` のように書きます。

参考：[PostgreSQL 文書：制約](https://www.postgresql.jp/document/current/html/ddl-constraints.html)
`,
      },
      {
        title: "書籍管理データベースのクエリを書く",
        type: 0,
        standardHours: 4,
        body: `## このステップの目的

社内の書籍貸し出しを管理するデータベースを題材に、検索・集計・結合のクエリを書きます。

## テーブル

次の SQL を実行して、テーブルとデータを用意してください。

\`\`\`sql
CREATE TABLE books (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  category TEXT NOT NULL
);

CREATE TABLE employees (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  department TEXT NOT NULL
);

CREATE TABLE loans (
  id INTEGER PRIMARY KEY,
  book_id INTEGER NOT NULL REFERENCES books(id),
  employee_id INTEGER NOT NULL REFERENCES employees(id),
  borrowed_on DATE NOT NULL,
  returned_on DATE
);
\`\`\`

データは、書籍 8 冊以上、社員 5 人以上、貸し出し 15 件以上を自分で考えて \`INSERT\` してください。返却済み（\`returned_on\` あり）と貸し出し中（\`returned_on\` が \`NULL\`）の両方を含めます。

## 書いてほしいクエリ

| 番号 | 求めるもの |
| --- | --- |
| 1 | 現在貸し出し中の書籍のタイトルと、借りている社員の名前 |
| 2 | カテゴリごとの書籍の冊数（冊数の多い順） |
| 3 | 部署ごとの貸し出し回数 |
| 4 | 一度も貸し出されていない書籍のタイトル |
| 5 | 貸し出し回数が 3 回以上の社員の名前と回数 |

> **ヒント**：4 は \`LEFT JOIN\` と \`IS NULL\` を組み合わせると書けます。

## 課題

次の 2 つを提出してください。

1. テーブル作成とデータ投入の SQL、および 5 つのクエリをまとめたファイル \`library.sql\` の全文（クエリの前に \`-- 1.\` のように番号をコメントで付けてください）
2. 5 つのクエリそれぞれの実行結果（SQLite で \`.mode table\` を設定してから実行し、出力をテキストで貼り付けてください）
`,
      },
    ],
  },
  {
    name: "サーバーサイド（Node.js / Express）",
    description: "Node.js と Express を使って、データベースと連携する Web API を作ります。HTTP のしくみ、REST API の設計、TypeScript、自動テストまで、実務の開発に必要な基礎を学びます。",
    normalDays: 25,
    intensiveDays: 12,
    steps: [
      {
        title: "HTTP とサーバーのしくみ",
        type: 1,
        standardHours: 2,
        body: `## クライアントとサーバー

ブラウザ（クライアント）はサーバーに「リクエスト」を送り、サーバーは「レスポンス」を返します。この約束ごとが HTTP です。

## リクエストの中身

\`\`\`http
GET /api/books?category=web HTTP/1.1
Host: example.com
Accept: application/json
\`\`\`

| 要素 | 例 | 説明 |
| --- | --- | --- |
| メソッド | \`GET\` | 何をしたいか |
| パス | \`/api/books\` | 対象のリソース |
| クエリ文字列 | \`?category=web\` | 追加の条件 |
| ヘッダー | \`Accept\` | 付加情報 |
| ボディ | JSON など | 送るデータ（\`POST\` などで使う） |

## 主なメソッド

| メソッド | 用途 |
| --- | --- |
| \`GET\` | 取得する |
| \`POST\` | 新しく作る |
| \`PATCH\` / \`PUT\` | 更新する |
| \`DELETE\` | 削除する |

## ステータスコード

レスポンスには、結果を表す 3 桁の数字が付きます。

| コード | 意味 |
| --- | --- |
| \`200 OK\` | 成功 |
| \`201 Created\` | 作成に成功 |
| \`400 Bad Request\` | リクエストの内容が正しくない |
| \`401 Unauthorized\` | ログインが必要 |
| \`404 Not Found\` | 見つからない |
| \`500 Internal Server Error\` | サーバー内部のエラー |

百の位で、\`2xx\` は成功、\`4xx\` はクライアント側の問題、\`5xx\` はサーバー側の問題と覚えておきましょう。

## curl で確かめる

\`\`\`bash
curl -i https://jsonplaceholder.typicode.com/posts/1
\`\`\`

\`-i\` を付けると、ステータスコードとヘッダーも表示されます。

> **ヒント**：ブラウザの開発者ツールの「ネットワーク」タブでも、実際のリクエストとレスポンスを確認できます。普段使っている Web サービスの通信をのぞいてみましょう。

参考：[MDN HTTP の概要](https://developer.mozilla.org/ja/docs/Web/HTTP/Overview)、[MDN HTTP レスポンスステータスコード](https://developer.mozilla.org/ja/docs/Web/HTTP/Status)
`,
      },
      {
        title: "Node.js と npm",
        type: 1,
        standardHours: 2,
        body: `## Node.js とは

Node.js は、ブラウザの外で JavaScript を動かすための実行環境です。Web サーバー、コマンドラインツール、開発用のツールなど、さまざまなプログラムを JavaScript で書けます。

## npm とパッケージ

npm は、Node.js のパッケージ（ライブラリ）を管理するツールです。世界中の開発者が公開したパッケージを、コマンド 1 つで使えます。

\`\`\`bash
mkdir -p ~/workspace/memo-api
cd ~/workspace/memo-api
npm init -y
npm install express
npm install --save-dev nodemon
\`\`\`

## package.json

プロジェクトの情報と、使うパッケージの一覧が \`package.json\` に記録されます。

\`\`\`json
{
  "name": "memo-api",
  "type": "module",
  "scripts": {
    "start": "node src/index.js",
    "dev": "nodemon src/index.js"
  },
  "dependencies": {
    "express": "^4.19.2"
  },
  "devDependencies": {
    "nodemon": "^3.1.0"
  }
}
\`\`\`

| 項目 | 意味 |
| --- | --- |
| \`dependencies\` | 本番でも使うパッケージ |
| \`devDependencies\` | 開発中だけ使うパッケージ |
| \`scripts\` | \`npm run 名前\` で実行できるコマンド |
| \`"type": "module"\` | \`import\` / \`export\` の書き方を使う |

## node_modules と package-lock.json

- \`node_modules\`：インストールしたパッケージの実体です。\`npm install\` でいつでも作り直せるので、Git には含めません
- \`package-lock.json\`：実際にインストールしたバージョンの記録です。チーム全員が同じバージョンを使うため、Git に含めます

## モジュールを分ける

\`\`\`js
// src/tax.js
export const withTax = (price) => Math.floor(price * 1.1);

// src/index.js
import { withTax } from './tax.js';
console.log(withTax(1000)); // 1100
\`\`\`

> **ヒント**：パッケージを選ぶときは、ダウンロード数、最終更新日、ドキュメントの充実度を確認しましょう。[npm の公式サイト](https://www.npmjs.com/) で調べられます。

参考：[Node.js 公式ドキュメント](https://nodejs.org/ja/learn)
`,
      },
      {
        title: "Express で Web サーバーを作る",
        type: 1,
        standardHours: 3,
        body: `## Express とは

[Express](https://expressjs.com/ja/) は、Node.js で Web サーバーを作るための代表的なフレームワークです。少ないコードで、URL ごとの処理（ルーティング）を書けます。

## 最小のサーバー

\`\`\`js
// src/index.js
import express from 'express';

const app = express();
app.use(express.json()); // JSON のリクエストボディを読めるようにする

app.get('/', (req, res) => {
  res.send('Hello, Express!');
});

app.get('/api/hello', (req, res) => {
  const name = req.query.name ?? 'ゲスト';
  res.json({ message: \`こんにちは、\${name}さん\` });
});

const port = process.env.PORT ?? 3000;
app.listen(port, () => {
  console.log(\`http://localhost:\${port} で起動しました\`);
});
\`\`\`

\`\`\`bash
npm run dev
curl "http://localhost:3000/api/hello?name=%E5%B1%B1%E7%94%B0"
\`\`\`

## リクエストから値を取り出す

| 書き方 | 取り出すもの | 例 |
| --- | --- | --- |
| \`req.params\` | パスの一部 | \`/api/memos/:id\` の \`id\` |
| \`req.query\` | クエリ文字列 | \`?page=2\` の \`page\` |
| \`req.body\` | リクエストボディ | \`POST\` で送った JSON |

\`\`\`js
app.get('/api/memos/:id', (req, res) => {
  const id = Number(req.params.id);
  res.json({ id });
});
\`\`\`

## ミドルウェア

リクエストがルートに届く前に共通の処理をはさむ仕組みを、ミドルウェアと呼びます。

\`\`\`js
app.use((req, res, next) => {
  console.log(\`\${new Date().toISOString()} \${req.method} \${req.url}\`);
  next(); // 次の処理へ進める
});
\`\`\`

## エラーの扱い

\`\`\`js
app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ message: 'サーバーでエラーが発生しました' });
});
\`\`\`

> **ヒント**：\`nodemon\` を使うと、ファイルを保存するたびにサーバーが自動で再起動します。開発中は \`npm run dev\` で起動しましょう。

参考：[Express ガイド：ルーティング](https://expressjs.com/ja/guide/routing.html)
`,
      },
      {
        title: "REST API を設計する",
        type: 1,
        standardHours: 2,
        body: `## REST API とは

REST は、Web API を設計するときの考え方の一つです。データを「リソース」として捉え、URL でリソースを、HTTP メソッドで操作を表します。

## メモ API の設計例

| 操作 | メソッド | パス | 成功時 |
| --- | --- | --- | --- |
| 一覧の取得 | \`GET\` | \`/api/memos\` | \`200\` |
| 1 件の取得 | \`GET\` | \`/api/memos/:id\` | \`200\` |
| 作成 | \`POST\` | \`/api/memos\` | \`201\` |
| 更新 | \`PATCH\` | \`/api/memos/:id\` | \`200\` |
| 削除 | \`DELETE\` | \`/api/memos/:id\` | \`204\` |

## 設計のルール

- URL には名詞の複数形を使い、動詞を入れない（\`/api/getMemos\` ではなく \`GET /api/memos\`）
- 見つからないときは \`404\`、入力が正しくないときは \`400\` を返す
- エラーのときも、理由が分かるメッセージを JSON で返す

## レスポンスの例

\`\`\`json
{
  "id": 12,
  "title": "週次定例の議事録",
  "body": "次回までに見積もりを作成する",
  "createdAt": "2024-05-01T09:30:00.000Z"
}
\`\`\`

入力が正しくないときのレスポンスの例です。

\`\`\`json
{
  "message": "タイトルを入力してください",
  "field": "title"
}
\`\`\`

## 入力をチェックする

サーバーは、クライアントから届いた値を信用してはいけません。必ずサーバー側でも確認します。

\`\`\`js
app.post('/api/memos', (req, res) => {
  const { title, body } = req.body ?? {};
  if (typeof title !== 'string' || title.trim() === '') {
    return res.status(400).json({ message: 'タイトルを入力してください', field: 'title' });
  }
  if (title.length > 100) {
    return res.status(400).json({ message: 'タイトルは 100 文字以内で入力してください', field: 'title' });
  }
  // 保存の処理（次のステップで学びます）
  res.status(201).json({ id: 1, title, body: body ?? '' });
});
\`\`\`

> **ヒント**：API を作る前に、上のような表を書いてチームで確認しましょう。実装してから設計を変えるより、ずっと手間が少なくて済みます。

参考：[MDN HTTP リクエストメソッド](https://developer.mozilla.org/ja/docs/Web/HTTP/Methods)
`,
      },
      {
        title: "データベースとつなぐ",
        type: 1,
        standardHours: 4,
        body: `## API とデータベース

サーバーのメモリに置いたデータは、再起動すると消えてしまいます。データベースに保存して、再起動しても残るようにしましょう。ここでは、設定不要で使える SQLite を Node.js から使います。

\`\`\`bash
npm install better-sqlite3
\`\`\`

## テーブルを用意する

\`\`\`js
// src/db.js
import Database from 'better-sqlite3';

export const db = new Database('memo.db');

db.exec(\`
  CREATE TABLE IF NOT EXISTS memos (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    body TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL DEFAULT (datetime('now'))
  )
\`);
\`\`\`

## プレースホルダーを使う

SQL に値を埋め込むときは、文字列をつなげるのではなく、必ずプレースホルダー（\`?\`）を使います。

\`\`\`js
// 危険：入力によって SQL が書き換えられてしまう（SQL インジェクション）
db.prepare(\`SELECT * FROM memos WHERE id = \${req.params.id}\`);

// 安全：値はプレースホルダーで渡す
db.prepare('SELECT * FROM memos WHERE id = ?').get(req.params.id);
\`\`\`

## ルートから使う

\`\`\`js
import { db } from './db.js';

app.get('/api/memos', (req, res) => {
  const memos = db.prepare('SELECT * FROM memos ORDER BY id DESC').all();
  res.json(memos);
});

app.get('/api/memos/:id', (req, res) => {
  const memo = db.prepare('SELECT * FROM memos WHERE id = ?').get(req.params.id);
  if (!memo) {
    return res.status(404).json({ message: 'メモが見つかりません' });
  }
  res.json(memo);
});

app.post('/api/memos', (req, res) => {
  const { title, body = '' } = req.body ?? {};
  const result = db.prepare('INSERT INTO memos (title, body) VALUES (?, ?)').run(title, body);
  const memo = db.prepare('SELECT * FROM memos WHERE id = ?').get(result.lastInsertRowid);
  res.status(201).json(memo);
});
\`\`\`

## 主なメソッド

| メソッド | 使いどころ |
| --- | --- |
| \`.all()\` | 複数行を配列で取得する |
| \`.get()\` | 1 行を取得する（なければ \`undefined\`） |
| \`.run()\` | \`INSERT\`、\`UPDATE\`、\`DELETE\` を実行する |

> **ヒント**：現場では PostgreSQL や MySQL を使うことが多く、ORM（Prisma や Drizzle など）で SQL を組み立てることもあります。道具が変わっても、プレースホルダーで値を渡すという考え方は同じです。

参考：[OWASP SQL インジェクション](https://owasp.org/www-community/attacks/SQL_Injection)
`,
      },
      {
        title: "TypeScript 入門",
        type: 1,
        standardHours: 3,
        body: `## TypeScript とは

TypeScript は、JavaScript に「型」を加えた言語です。変数や関数の引数にどんな値が入るかを書いておくと、プログラムを実行する前に間違いを見つけられます。大きなプロジェクトやチーム開発で広く使われています。

## 型を付けてみる

\`\`\`ts
const taxRate: number = 0.1;

function withTax(price: number): number {
  return Math.floor(price * (1 + taxRate));
}

withTax(1000);     // OK
withTax('1000');   // エラー：string は number に代入できません
\`\`\`

## よく使う型

| 型 | 例 |
| --- | --- |
| \`string\` / \`number\` / \`boolean\` | 基本の型 |
| \`string[]\` | 文字列の配列 |
| \`'draft' \\| 'published'\` | 決まった値のどれか（ユニオン型） |
| \`Memo \\| undefined\` | 見つからないかもしれない値 |

## オブジェクトの型

\`\`\`ts
interface Memo {
  id: number;
  title: string;
  body: string;
  status: 'draft' | 'published';
  createdAt: string;
}

function summary(memo: Memo): string {
  return \`\${memo.id}: \${memo.title}\`;
}
\`\`\`

## undefined の可能性に気づける

\`\`\`ts
const memos: Memo[] = [];
const found = memos.find((m) => m.id === 1); // 型は Memo | undefined

console.log(found.title);      // エラー：found は undefined かもしれません
console.log(found?.title);     // OK：undefined なら undefined を返す
\`\`\`

## 始め方

\`\`\`bash
npm install --save-dev typescript tsx @types/node @types/express
npx tsc --init
npx tsx src/index.ts
\`\`\`

\`tsx\` を使うと、TypeScript のファイルをそのまま実行できます。\`npx tsc --noEmit\` で、ファイルを出力せずに型のチェックだけを行えます。

> **ヒント**：型エラーは「実行する前に見つかったバグ」です。エラーメッセージをよく読み、\`any\` で黙らせずに原因を直しましょう。

参考：[TypeScript 公式ハンドブック](https://www.typescriptlang.org/docs/handbook/intro.html)
`,
      },
      {
        title: "自動テストを書く",
        type: 1,
        standardHours: 3,
        body: `## なぜテストを書くのか

プログラムを変更するたびに、すべての機能を手で確認するのは大変です。自動テストを書いておけば、コマンド 1 つで「今までどおり動くこと」を確かめられます。安心してコードを改善できるようになります。

## Vitest を使う

\`\`\`bash
npm install --save-dev vitest supertest
\`\`\`

\`package.json\` の \`scripts\` に \`"test": "vitest run"\` を追加します。

## 関数のテスト

\`\`\`ts
// src/tax.ts
export const withTax = (price: number): number => Math.floor(price * 1.1);

// src/tax.test.ts
import { describe, expect, it } from 'vitest';
import { withTax } from './tax';

describe('withTax', () => {
  it('税込み価格を返す', () => {
    expect(withTax(1000)).toBe(1100);
  });

  it('1 円未満は切り捨てる', () => {
    expect(withTax(99)).toBe(108);
  });
});
\`\`\`

## API のテスト

\`app.listen\` を呼ぶ部分と \`app\` を作る部分を分けておくと、\`supertest\` でサーバーを起動せずに API をテストできます。

\`\`\`ts
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { app } from './app';

describe('POST /api/memos', () => {
  it('タイトルが空なら 400 を返す', async () => {
    const res = await request(app).post('/api/memos').send({ title: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('タイトルを入力してください');
  });
});
\`\`\`

## 何をテストするか

| 種類 | 例 |
| --- | --- |
| 正常系 | 正しい入力で期待どおりの結果になる |
| 異常系 | 空の入力、長すぎる入力でエラーになる |
| 境界値 | 100 文字はよく、101 文字はエラーになる |

\`\`\`bash
npm test
\`\`\`

> **ヒント**：バグを見つけたら、まずそのバグを再現するテストを書き、テストが失敗することを確かめてから直しましょう。同じバグの再発を防げます。

参考：[Vitest 公式ガイド](https://vitest.dev/guide/)
`,
      },
      {
        title: "メモ API を作る",
        type: 0,
        standardHours: 8,
        body: `## このステップの目的

このカリキュラムで学んだことを組み合わせて、メモを管理する REST API を完成させます。

## 要件

| メソッド | パス | 内容 |
| --- | --- | --- |
| \`GET\` | \`/api/memos\` | メモの一覧（新しい順） |
| \`GET\` | \`/api/memos/:id\` | メモ 1 件 |
| \`POST\` | \`/api/memos\` | メモの作成 |
| \`PATCH\` | \`/api/memos/:id\` | メモの更新 |
| \`DELETE\` | \`/api/memos/:id\` | メモの削除 |

- メモは \`id\`、\`title\`（必須、100 文字以内）、\`body\`（2,000 文字以内）、\`createdAt\`、\`updatedAt\` を持つ
- データは SQLite に保存し、サーバーを再起動しても消えない
- 存在しない \`id\` には \`404\`、正しくない入力には \`400\` と日本語のメッセージを返す
- SQL の値はすべてプレースホルダーで渡す
- TypeScript で書き、\`npx tsc --noEmit\` でエラーがない

## テスト

次のテストを Vitest と supertest で書いてください。

1. メモを作成すると \`201\` と作成したメモが返る
2. タイトルが空のとき \`400\` が返る
3. 存在しない \`id\` を取得すると \`404\` が返る
4. 更新・削除が正しく動く

## 動作確認の例

\`\`\`bash
curl -X POST http://localhost:3000/api/memos \\
  -H "Content-Type: application/json" \\
  -d '{"title":"買い物","body":"牛乳と卵"}'
\`\`\`

> **ヒント**：README に「起動の方法」「テストの実行方法」「API の一覧」を書いておくと、レビューする人がすぐに動かせます。

## 課題

次のものを提出してください。

1. GitHub リポジトリ \`memo-api\` の URL（README に起動方法・テストの実行方法・API の一覧を書くこと）
2. 実装を追加したプルリクエストの URL（講師をレビュアーに指定すること）
3. \`npm test\` の実行結果（すべてのテストが成功していること）をテキストで貼り付けたもの
`,
      },
    ],
  },
  {
    name: "チーム開発・最終課題",
    description: "3〜4 人のチームでスクラムの進め方を体験しながら、社内向けの Web アプリケーションを企画・開発し、公開して発表します。Issue による作業管理、コードレビュー、デプロイも実践します。",
    normalDays: 30,
    intensiveDays: 15,
    steps: [
      {
        title: "アジャイル開発とスクラム",
        type: 1,
        standardHours: 2,
        body: `## チームで開発するということ

一人で作るときと違い、チームでの開発では「誰が何をしているか」「どこまでできたか」を共有し続けることが欠かせません。そのための進め方の一つが、アジャイル開発の手法であるスクラムです。

## スクラムの基本

スクラムでは、1〜2 週間の短い期間（スプリント）を繰り返しながら、少しずつ動くものを作っていきます。最初に全部を決めるのではなく、作りながら学び、計画を見直します。

| イベント | タイミング | 内容 |
| --- | --- | --- |
| スプリントプランニング | スプリントの最初 | このスプリントで何を作るかを決める |
| デイリースクラム | 毎日 15 分 | 昨日やったこと、今日やること、困っていることを共有する |
| スプリントレビュー | スプリントの最後 | できたものを動かして見せ、意見をもらう |
| レトロスペクティブ | スプリントの最後 | 進め方を振り返り、次に改善することを決める |

## 役割

- **プロダクトオーナー**：何を作るか、どの順番で作るかを決める（このコースでは講師が担当します）
- **スクラムマスター**：チームが進めやすいように障害を取り除く（チーム内で交代で担当します）
- **開発者**：実際に作る（チーム全員）

## ユーザーストーリー

作る機能は、利用者の立場から次の形で書きます。

\`\`\`text
社員として、
会議室の空き状況を一覧で見たい。
なぜなら、予約のために何度も問い合わせるのが手間だからだ。
\`\`\`

## ふりかえりの型（KPT）

| 項目 | 書くこと |
| --- | --- |
| Keep | 良かったので続けること |
| Problem | うまくいかなかったこと |
| Try | 次のスプリントで試すこと |

> **ヒント**：デイリースクラムで「困っていること」を言えるチームは強いチームです。小さなことでも早めに共有しましょう。

参考：[スクラムガイド（日本語）](https://scrumguides.org/docs/scrumguide/v2020/2020-Scrum-Guide-Japanese.pdf)
`,
      },
      {
        title: "Issue とタスク管理",
        type: 1,
        standardHours: 1.5,
        body: `## Issue とは

GitHub の Issue は、やるべき作業や見つかった不具合を記録するための機能です。チーム開発では、すべての作業を Issue として登録し、誰が担当しているかを見える状態にします。

## 良い Issue の書き方

\`\`\`markdown
## 概要
会議室の一覧ページに、空き状況を表示する

## 完了の条件
- [ ] 会議室ごとに「空き」「使用中」が表示される
- [ ] 使用中の場合は終了予定時刻が表示される
- [ ] スマートフォンでも表示が崩れない

## 参考
- デザイン案：Figma のリンク
\`\`\`

「完了の条件」を先に決めておくと、作業の終わりがはっきりし、レビューもしやすくなります。

## 作業を小さく分ける

1 つの Issue は、半日〜1 日で終わる大きさにします。大きすぎる作業は、画面・API・データベースなどに分けましょう。

| 大きすぎる Issue | 分けた Issue |
| --- | --- |
| 予約機能を作る | 予約テーブルを作る |
| | 予約作成 API を作る |
| | 予約フォームの画面を作る |
| | 重複予約をエラーにする |

## GitHub Projects で見える化する

GitHub Projects のボードで、Issue を「Todo」「In Progress」「Done」の列に並べて管理します。

## Issue とプルリクエストをつなぐ

プルリクエストの説明に次のように書くと、マージしたときに Issue が自動で閉じられます。

\`\`\`markdown
closes #12
\`\`\`

## ラベルの例

- \`feature\`：新しい機能
- \`bug\`：不具合
- \`good first issue\`：着手しやすい作業

> **ヒント**：作業を始めたら、すぐに Issue の担当者に自分を設定しましょう。同じ作業を二人でしてしまう事故を防げます。

参考：[GitHub Docs：Issue について](https://docs.github.com/ja/issues/tracking-your-work-with-issues/about-issues)
`,
      },
      {
        title: "コードレビューの作法",
        type: 1,
        standardHours: 2,
        body: `## コードレビューの目的

コードレビューは、マージする前に他のメンバーがコードを読んで確認することです。目的は「間違いを責めること」ではなく、次の 3 つです。

- 不具合や考え漏れを早く見つける
- コードを読みやすく、保守しやすくする
- チームの中で知識を共有する

## レビューする側の心がけ

| 観点 | 確認すること |
| --- | --- |
| 動作 | 要件を満たしているか、実際に動かして確かめたか |
| 安全性 | 入力のチェック、SQL インジェクションや XSS への対策があるか |
| 読みやすさ | 名前は分かりやすいか、関数が長すぎないか |
| テスト | 大事な処理にテストがあるか |

指摘には、理由と提案を添えます。

\`\`\`text
（良くない例）
この書き方はダメです。

（良い例）
[提案] ここは filter と map でも書けそうです。
ループの中で配列を書き換えないので、意図が読み取りやすくなると思います。
\`\`\`

コメントの先頭に \`[必須]\`、\`[提案]\`、\`[質問]\` のような印を付けると、対応の優先度が伝わります。良いところを見つけたら、それも言葉にして伝えましょう。

## レビューを受ける側の心がけ

- プルリクエストは小さく作り、説明に「何を」「なぜ」「どう確かめたか」を書く
- 指摘はコードに対するもので、人に対するものではないと考える
- 対応したら、どのコミットで直したかを返信する

\`\`\`bash
git commit -m "レビュー指摘：タイトルの文字数チェックを追加"
git push
\`\`\`

> **ヒント**：迷ったら、レビューコメントでのやりとりより、短い通話で話すほうが早いことがあります。決まったことは、後でコメントに残しておきましょう。

参考：[Google Engineering Practices：How to do a code review](https://google.github.io/eng-practices/review/reviewer/)
`,
      },
      {
        title: "アプリケーションを公開する（デプロイ）",
        type: 1,
        standardHours: 3,
        body: `## デプロイとは

作ったアプリケーションをサーバーに配置し、インターネットから使える状態にすることをデプロイと呼びます。最近は、GitHub と連携して自動でデプロイしてくれるサービスが多く使われています。

## 主な選択肢

| サービス | 向いているもの |
| --- | --- |
| GitHub Pages | HTML/CSS/JavaScript だけの静的なサイト |
| Render、Fly.io など | Node.js のサーバーとデータベース |
| AWS、Google Cloud など | 大規模なシステム（社内の本番環境など） |

## 環境変数

パスワードやデータベースの接続先は、コードに直接書かず、環境変数で渡します。

\`\`\`js
const port = Number(process.env.PORT ?? 3000);
const databaseUrl = process.env.DATABASE_URL;

if (!databaseUrl) {
  throw new Error('DATABASE_URL が設定されていません');
}
\`\`\`

手元の開発では \`.env\` ファイルに書き、\`.gitignore\` に \`.env\` を必ず入れます。本番の値は、デプロイ先のサービスの管理画面で設定します。

## GitHub Actions でテストを自動実行する

プルリクエストを作るたびにテストが自動で動くようにしておくと、壊れたコードがマージされるのを防げます。

\`\`\`yaml
# .github/workflows/test.yml
name: test
on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - run: npm ci
      - run: npm test
\`\`\`

## 公開前のチェックリスト

- テストがすべて成功している
- パスワードや API キーがリポジトリに含まれていない
- エラーのときに、利用者向けのメッセージが表示される
- スマートフォンでも操作できる

> **ヒント**：デプロイは一度きりの作業ではありません。早い段階で一度公開し、その後は小さな変更をこまめに公開するほうが、トラブルが少なくなります。

参考：[GitHub Docs：GitHub Actions を理解する](https://docs.github.com/ja/actions/about-github-actions/understanding-github-actions)
`,
      },
      {
        title: "チーム開発（スプリントの成果を提出）",
        type: 0,
        standardHours: 8,
        body: `## このステップの目的

3〜4 人のチームで、社内の困りごとを解決する Web アプリケーションを作ります。1 週間のスプリントを 2 回行い、スクラムの進め方を実際に体験します。

## テーマの例

| テーマ | 主な機能 |
| --- | --- |
| 会議室予約 | 空き状況の表示、予約、重複チェック |
| 備品の貸し出し管理 | 備品一覧、貸し出し・返却、期限切れの通知 |
| 社内勉強会の告知 | 勉強会の登録、参加申し込み、参加者一覧 |

テーマはチームで話し合って決め、講師（プロダクトオーナー）の承認を受けてください。

## 技術の条件

- 画面は HTML/CSS/JavaScript、サーバーは Node.js と Express で作る
- データはデータベースに保存する
- すべての変更はプルリクエストで行い、メンバー 1 人以上のレビューを受けてからマージする
- GitHub Actions でテストを自動実行する

## スプリントの進め方

1. プランニングで、このスプリントで取り組む Issue を選ぶ
2. 毎日デイリースクラムを行い、内容をチームのチャンネルに書く
3. 最終日にスプリントレビューで動くものを講師に見せる
4. レトロスペクティブで KPT を書く

\`\`\`text
# デイリースクラムの記録の例
- 山田：予約 API 完了。今日はフォーム画面。困りごとなし
- 佐藤：重複チェックのテストで詰まっている。午後に相談したい
\`\`\`

> **ヒント**：最初のスプリントでは、機能を絞ってでも「動くものを公開する」ところまで通しで進めることを目標にしましょう。

## 課題

2 回目のスプリントが終わったら、チームの代表者 1 名が次のものを提出してください（メンバーはそれぞれ、自分が担当した Issue を提出欄のコメントに書いてください）。

1. チームの GitHub リポジトリの URL
2. GitHub Projects のボードの URL
3. 2 回分のスプリントの KPT（Markdown の表）
4. 公開したアプリケーションの URL
`,
      },
      {
        title: "最終成果発表",
        type: 0,
        standardHours: 6,
        body: `## このステップの目的

チームで作ったアプリケーションを発表し、コースの学びを振り返ります。発表は、社内の関係者や次の受講生も見に来る場です。

## 発表の構成（1 チーム 15 分）

| 時間 | 内容 |
| --- | --- |
| 2 分 | 解決したかった課題と、誰のためのアプリケーションか |
| 6 分 | デモ（実際に操作して見せる） |
| 3 分 | 技術的に工夫したところ、苦労したところ |
| 2 分 | チーム開発で学んだこと、今後の改善案 |
| 2 分 | 質疑応答 |

## 準備すること

- 発表スライド（10 枚前後）
- デモ用のデータ（本物の個人情報は使わない）
- デモがうまく動かなかったときのための画面録画

## デモの台本の例

\`\`\`text
1. 会議室一覧を開く（空き状況が色で分かる）
2. 14 時から 15 時の第 2 会議室を予約する
3. 同じ時間に別の人が予約しようとすると、エラーが表示される
4. スマートフォンの画面でも同じ操作ができる
\`\`\`

## 個人の振り返り

発表とは別に、一人ひとりがコース全体の振り返りを書きます。

- コースを始める前と比べて、できるようになったこと
- 一番印象に残っている課題と、その理由
- 職場に戻ってから、学んだことをどう生かすか

> **ヒント**：うまくいかなかったことも、正直に話して構いません。何がうまくいかず、どう乗り越えたかは、聞く人にとって一番役に立つ情報です。

## 課題

発表が終わったら、各自で次のものを提出してください。

1. 発表スライドの URL（チームで共通）
2. 上の「個人の振り返り」の 3 項目への回答（それぞれ 3 行以上、Markdown で提出欄に記入）
`,
      },
    ],
  },
];

export const DEMO_COURSES: { name: string; description: string; mode: 0 | 1 }[] = [
  {
    name: 'Web エンジニア養成コース（通常）',
    description:
      'プログラミング未経験の社員が、業務と並行して無理のないペースで Web アプリケーション開発の基礎を身につけるコースです。HTML/CSS、JavaScript、Git、SQL、Node.js を順に学び、最後にチーム開発で社内向けアプリケーションを作って発表します。',
    mode: 0,
  },
  {
    name: 'Web エンジニア養成コース（短期集中）',
    description:
      '通常コースと同じカリキュラムを、業務から離れて学習に専念し、通常コースのおよそ半分の期間で修了する短期集中コースです。毎日のデイリースクラムと講師のレビューで、短い期間でも確実に力をつけます。',
    mode: 1,
  },
];

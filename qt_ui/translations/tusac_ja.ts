<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>CardGame</name>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="276"/>
        <source>Sort by suit</source>
        <translation>スートで並べる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="279"/>
        <source>Four suit colours</source>
        <translation>スートを4色で</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="398"/>
        <source>{count} cards</source>
        <translation>{count}枚</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="398"/>
        <source>1 card</source>
        <translation>1枚</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="401"/>
        <source>out, place {place}</source>
        <translation>上がり {place}位</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="403"/>
        <source>passed</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="415"/>
        <source>To beat: {name}</source>
        <translation>場の札: {name}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="418"/>
        <source>The table is clear</source>
        <translation>場は空です</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="507"/>
        <source>Play</source>
        <translation>出す</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="510"/>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="512"/>
        <source>Select a good play (or say the move to make); cards that make no play now fade</source>
        <translation>よい出し方を選びます（または取るべき手を示します）。今どの出し方にも使えない札は薄く表示されます</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="536"/>
        <source>Your turn: select cards and play them, or {move}.</source>
        <translation>あなたの番です: 札を選んで出すか、{move}。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="539"/>
        <source>Your turn: select cards and play them.</source>
        <translation>あなたの番です: 札を選んで出してください。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="581"/>
        <source>Hint: play the selected cards.</source>
        <translation>ヒント: 選んだ札を出しましょう。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="585"/>
        <source>Hint: {move}.</source>
        <translation>ヒント: {move}。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="532"/>
        <source>Your turn: {move}.</source>
        <translation>あなたの番です: {move}。</translation>
    </message>
</context>
<context>
    <name>CarryOn</name>
    <message>
        <location filename="../carry_on.py" line="55"/>
        <source>{names} left the table. Go on with a bot in their seat, or end the session?</source>
        <translation>{names}が卓を離れました。その席にボットを入れて続けますか、それともセッションを終えますか？</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="57"/>
        <source>{names} did not come back. Go on with a bot in their seat, or end the session?</source>
        <translation>{names}が戻りませんでした。その席にボットを入れて続けますか、それともセッションを終えますか？</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="64"/>
        <source>Me ({name}, {seat})</source>
        <translation>自分（{name}、{seat}）</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="65"/>
        <source>{name} ({seat})</source>
        <translation>{name}（{seat}）</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="80"/>
        <source>A player left the table</source>
        <translation>プレイヤーが卓を離れました</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="82"/>
        <source>A player did not come back</source>
        <translation>プレイヤーが戻りませんでした</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="93"/>
        <source>Whose computer runs the bot:</source>
        <translation>ボットを動かすコンピューター:</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="96"/>
        <source>That computer sees the bots&apos; cards, never the other players&apos; cards: pick someone you trust.</source>
        <translation>そのコンピューターはボットの札を見られますが、ほかのプレイヤーの札は見られません。信頼できる人を選んでください。</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="103"/>
        <source>Go on with a bot</source>
        <translation>ボットで続ける</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="105"/>
        <source>End the session</source>
        <translation>セッションを終える</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="139"/>
        <source>{seconds} s left to answer. No answer goes on with a bot.</source>
        <translation>回答まで残り {seconds} 秒。回答がなければボットで続けます。</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="132"/>
        <source>The table waits for your answer.</source>
        <translation>卓はあなたの回答を待っています。</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="35"/>
        <source>discard {cards}</source>
        <translation>{cards}を捨てる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="37"/>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="41"/>
        <source>{claim} with {cards}</source>
        <translation>{cards}で{claim}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="47"/>
        <source>it wins {points} points</source>
        <translation>{points}点で上がれる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="48"/>
        <source>it is the only move</source>
        <translation>打てる手はこれだけ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="50"/>
        <source>keeps 1 way to win ({n} such cards unseen)</source>
        <translation>上がり方が1通り残る（該当する未見のカード{n}枚）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="52"/>
        <source>keeps {kinds} ways to win ({n} such cards unseen)</source>
        <translation>上がり方が{kinds}通り残る（該当する未見のカード{n}枚）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="54"/>
        <source>every other copy is already seen: nobody can take it</source>
        <translation>同じカードは他にすべて見えている：誰も取れない</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="55"/>
        <source>leaves the least trash ({trash})</source>
        <translation>残るゴミが最も少ない（{trash}枚）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="56"/>
        <source>cuts your trash from {before} to {after}</source>
        <translation>ゴミが{before}枚から{after}枚に減る</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="57"/>
        <source>makes a set worth {points} points</source>
        <translation>{points}点のセットができる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="58"/>
        <source>your hand is better without a claim</source>
        <translation>取らない方が手札が良い</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="59"/>
        <source>the best payment when the hand is played out many times</source>
        <translation>何度も最後まで打ってみて最も得になる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="67"/>
        <source>Trash in your hand: {trash}</source>
        <translation>手札のゴミ：{trash}枚</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="70"/>
        <source>{card} ({unseen} unseen, {points} points)</source>
        <translation>{card}（未見{unseen}枚、{points}点）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="75"/>
        <source>One card from a win: you wait for {cards}</source>
        <translation>あと1枚で上がり：待ちは {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="79"/>
        <source>Suggestion: {action}: {reason}</source>
        <translation>提案：{action}：{reason}</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="329"/>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="88"/>
        <source>Show the coach</source>
        <translation>コーチを表示</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="91"/>
        <source>Your trash, the cards you wait for and the expert&apos;s suggestion (from what you see only)</source>
        <translation>あなたのゴミ、待ち札、上級ボットの提案（あなたに見えることだけから）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="131"/>
        <source>Coach</source>
        <translation>コーチ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="182"/>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="329"/>
        <source>Hide the coach</source>
        <translation>コーチを隠す</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../file_dialog.py" line="19"/>
        <source>Look in:</source>
        <translation>場所:</translation>
    </message>
    <message>
        <location filename="../file_dialog.py" line="20"/>
        <source>File name:</source>
        <translation>ファイル名:</translation>
    </message>
    <message>
        <location filename="../file_dialog.py" line="21"/>
        <source>Files of type:</source>
        <translation>ファイルの種類:</translation>
    </message>
    <message>
        <location filename="../file_dialog.py" line="22"/>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location filename="../file_dialog.py" line="23"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../help_pages.py" line="42"/>
        <source>How to play Tứ Sắc</source>
        <translation>四色の遊び方</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="45"/>
        <source>How to play {game}</source>
        <translation>{game}の遊び方</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="74"/>
        <source>Legend</source>
        <translation>凡例</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="77"/>
        <source>Colours and their marks</source>
        <translation>色とその印</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="80"/>
        <source>triangle</source>
        <translation>三角</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="81"/>
        <source>diamond</source>
        <translation>ひし形</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="82"/>
        <source>ring</source>
        <translation>輪</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="83"/>
        <source>square</source>
        <translation>四角</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="87"/>
        <source>{colour}: mark {mark} in the lower left corner</source>
        <translation>{colour}: 左下の角に{mark}の印</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="78"/>
        <source>The letters in the corner</source>
        <translation>角の文字</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="95"/>
        <source>&lt;b&gt;GS RS WS YS&lt;/b&gt; — soldier, with its colour&apos;s letter</source>
        <translation>&lt;b&gt;GS RS WS YS&lt;/b&gt; — 兵士（色の文字つき）</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="98"/>
        <source>A red dot in the lower right corner: trash, a card in no set of your hand</source>
        <translation>右下の赤い点：ゴミ（手札のどのセットにも入らないカード）</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="102"/>
        <source>A raised card with a blue edge is the one you chose; darker cards cannot be discarded now. Runs are laid out in A-B-C and X-Y-Z order. The seat whose name is on yellow is to play.</source>
        <translation>青い縁で持ち上がったカードが選んだカードです。暗いカードは今は捨てられません。チーは A-B-C、X-Y-Z の順に並びます。名前が黄色の席が手番です。</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="123"/>
        <source>&lt;h3&gt;tusac-lan {version}&lt;/h3&gt;&lt;p&gt;Tứ Sắc (Four Colours) for friends on a local network, with a deal nobody can stack.&lt;/p&gt;&lt;p&gt;Python {python} · Qt {qt} · PySide6 {pyside}&lt;/p&gt;&lt;p&gt;The card characters use a subset of Noto Serif CJK TC, © Adobe, under the SIL Open Font License 1.1 ({licence}).&lt;/p&gt;&lt;p&gt;Languages: {languages}&lt;/p&gt;</source>
        <translation>&lt;h3&gt;tusac-lan {version}&lt;/h3&gt;&lt;p&gt;LAN で友だちと遊ぶ四色（トゥーサック）。誰も配りを操作できません。&lt;/p&gt;&lt;p&gt;Python {python} · Qt {qt} · PySide6 {pyside}&lt;/p&gt;&lt;p&gt;カードの漢字は Noto Serif CJK TC（© Adobe）のサブセットを SIL Open Font License 1.1 のもとで使用しています（{licence}）。&lt;/p&gt;&lt;p&gt;言語: {languages}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="146"/>
        <source>Your files:</source>
        <translation>あなたのファイル：</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="151"/>
        <source>About tusac-lan</source>
        <translation>tusac-lan について</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../game_history.py" line="49"/>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="27"/>
        <source>The deal: {who} starts</source>
        <translation>配り: {who}から始めます</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="29"/>
        <source>{who} draws {card}</source>
        <translation>{who}が {card} を引く</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="31"/>
        <source>{who} discards {card}</source>
        <translation>{who}が {card} を捨てる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="34"/>
        <source>{who} takes {card}: {set}</source>
        <translation>{who}が {card} を取る: {set}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="36"/>
        <source>{who} wins on {card}</source>
        <translation>{who}が {card} で上がる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="38"/>
        <source>Nobody takes {card}</source>
        <translation>誰も {card} を取らない</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="41"/>
        <source>({others} also claimed it)</source>
        <translation>（{others}も取ろうとした）</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="122"/>
        <source>Does not verify: {reason}</source>
        <translation>検証できません: {reason}</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="139"/>
        <source>Verified; the hand was stopped: {reason}</source>
        <translation>検証済み。局は中断されました: {reason}</translation>
    </message>
    <message>
        <location filename="../game_history.py" line="64"/>
        <location filename="../history_page.py" line="152"/>
        <source>Result: {outcome}</source>
        <translation>結果: {outcome}</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="172"/>
        <source>Verified: signatures, deal, reveals and every move check out</source>
        <translation>検証済み: 署名、配り、公開、すべての手が正しいです</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="174"/>
        <source>Verified: {reason}</source>
        <translation>検証済み: {reason}</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="175"/>
        <source>Verified, and the audit found: {reason}</source>
        <translation>検証済み。監査で見つかったこと: {reason}</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="246"/>
        <source>The first {count} hands of this evening are not in this folder (the table before is missing): the scores carried from them are the players&apos; word.</source>
        <translation>この晩の最初の{count}局はこのフォルダーにありません（前の卓のファイルがありません）。そこから持ち越した点数はプレイヤーの申告だけによるものです。</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="259"/>
        <source>Session does not verify: {reason}</source>
        <translation>セッションは検証できません: {reason}</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="267"/>
        <source>Table {number} of {count}: {problem}</source>
        <translation>{count}卓中{number}卓目: {problem}</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="280"/>
        <source>Session verified: every hand checks out, in order, signed by the players</source>
        <translation>セッション検証済み: すべての局が正しく、順番どおりで、プレイヤーの署名があります</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="334"/>
        <source>The deal</source>
        <translation>配り</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="335"/>
        <source>One move back</source>
        <translation>一手戻る</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="336"/>
        <source>One move on</source>
        <translation>一手進む</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="337"/>
        <source>The outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="355"/>
        <source>Back to the session</source>
        <translation>セッションに戻る</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="356"/>
        <source>The score sheet of the session this hand belongs to</source>
        <translation>この局が属するセッションの点数表</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="480"/>
        <location filename="../history_page.py" line="481"/>
        <source>This is the outcome</source>
        <translation>これが結果です</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="360"/>
        <source>Back to the lobby</source>
        <translation>ロビーに戻る</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="118"/>
        <source>hand {number}: {reason}</source>
        <translation>第 {number} 局: {reason}</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="163"/>
        <source>This file does not verify: there is nothing to show</source>
        <translation>このファイルは検証できません。表示するものはありません</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="165"/>
        <source>The result stands, but not every seed was opened: the cards cannot be shown</source>
        <translation>結果は有効ですが、すべての秘密が開かれてはいません。カードは表示できません</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="166"/>
        <source>The hand was stopped before every card was opened: there are no moves to show</source>
        <translation>すべてのカードが開かれる前に局が止められました。表示できる手はありません</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="375"/>
        <location filename="../history_page.py" line="381"/>
        <source>Double-click a hand to open it</source>
        <translation>局をダブルクリックすると開きます</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="382"/>
        <source>Open the hand</source>
        <translation>局を開く</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="383"/>
        <source>Check the chosen hand and step through it</source>
        <translation>選んだ局を検証して一手ずつ見る</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="414"/>
        <source>Checking {path}…</source>
        <translation>{path} を検証中…</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="478"/>
        <location filename="../history_page.py" line="479"/>
        <source>This is the deal</source>
        <translation>ここが配りです</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="161"/>
        <source>No hand is open</source>
        <translation>局が開かれていません</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="523"/>
        <source>move {number}: {move}</source>
        <translation>{number} 手目: {move}</translation>
    </message>
</context>
<context>
    <name>HistoryList</name>
    <message>
        <location filename="../history_list.py" line="132"/>
        <source>{played}; does not verify</source>
        <translation>{played}、検証できません</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="134"/>
        <source>{played}; all even</source>
        <translation>{played}、全員同点</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="137"/>
        <source>{played}; {name} won, {total}</source>
        <translation>{played}、{name}の勝ち（{total}）</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="140"/>
        <source>{played}; {names} tied first, {total}</source>
        <translation>{played}、{names}が同点で首位（{total}）</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="146"/>
        <source>1 hand</source>
        <translation>1局</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="146"/>
        <source>%n hands</source>
        <translation>%n局</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="148"/>
        <source>{played}, {void} without a result</source>
        <translation>{played}（うち{void}局は結果なし）</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="150"/>
        <source>{played} at {tables} tables</source>
        <translation>{played}（{tables}卓）</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="152"/>
        <source>{played}; the hands before are not in this folder</source>
        <translation>{played}。それより前の局はこのフォルダーにありません</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="161"/>
        <source>Open a saved session</source>
        <translation>保存した対局を開く</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="174"/>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="175"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="176"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="177"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="197"/>
        <source>No saved session yet: play a table and it is kept here.</source>
        <translation>保存した対局はまだありません。卓で遊ぶとここに残ります。</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="203"/>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="205"/>
        <source>Another file…</source>
        <translation>ほかのファイル…</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="207"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>Kuaho</name>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="39"/>
        <source>a hidden card</source>
        <translation>伏せた札</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="61"/>
        <source>face down</source>
        <translation>伏せ札</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="138"/>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="139"/>
        <source>partner: {name}</source>
        <translation>相方: {name}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="140"/>
        <source>{count} cards</source>
        <translation>{count}枚</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="142"/>
        <source>puro</source>
        <translation>プーロ (聴牌)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="144"/>
        <source>broke its puro</source>
        <translation>プーロを取り消した</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="159"/>
        <source>puro token</source>
        <translation>プーロの印</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="161"/>
        <source>Sowee</source>
        <translation>ソウィー</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="163"/>
        <source>Stock: {count}</source>
        <translation>山: {count}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="166"/>
        <source>Drawn</source>
        <translation>引いた札</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="169"/>
        <source>To take</source>
        <translation>取れる札</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="172"/>
        <source>Discards:</source>
        <translation>捨て札:</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="193"/>
        <source>Draw from the stock</source>
        <translation>山から引く</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="195"/>
        <source>Take the discard</source>
        <translation>捨て札を取る</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="197"/>
        <source>Win!</source>
        <translation>上がり!</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="199"/>
        <source>Let it go</source>
        <translation>見送る</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="201"/>
        <source>Leave the last discard</source>
        <translation>最後の捨て札を取らない</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="202"/>
        <source>Discard nothing</source>
        <translation>何も捨てない</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="215"/>
        <source>Discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="218"/>
        <source>Discard and declare puro</source>
        <translation>捨ててプーロを宣言</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="220"/>
        <source>Lay a secret</source>
        <translation>秘密を伏せる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="222"/>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="236"/>
        <source>Your turn: draw from the stock or take the discard.</source>
        <translation>あなたの番です: 山から引くか、捨て札を取ってください。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="238"/>
        <source>A card was drawn face up: win on it, or let it go.</source>
        <translation>札が表で引かれました: その札で上がるか、見送ってください。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="240"/>
        <source>Select a card to discard (and a general as a puro marker), or four to lay a secret.</source>
        <translation>捨てる札を一枚 (プーロの印に将を一枚) 選ぶか、秘密に伏せる四枚を選んでください。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="285"/>
        <source>Hint: the selected cards.</source>
        <translation>ヒント: 選んだ札。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="289"/>
        <source>Hint: {move}.</source>
        <translation>ヒント: {move}。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="294"/>
        <source>on its own draw</source>
        <translation>自分の引きで</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="295"/>
        <source>by calling time on a drawn card</source>
        <translation>他人の引いた札に「タイム」をかけて</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="296"/>
        <source>on the previous player&apos;s discard</source>
        <translation>前の人の捨て札で</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="337"/>
        <source>The hand is over</source>
        <translation>この回は終わり</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="342"/>
        <source>{name}&apos;s secrets: each opponent pays {chips}</source>
        <translation>{name}の秘密: 相手はそれぞれ{chips}払う</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="347"/>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="420"/>
        <source>No winner: the stock ran out.</source>
        <translation>上がりなし: 山が尽きました。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="350"/>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="415"/>
        <source>{name} wins {how}</source>
        <translation>{name}が{how}上がり</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="324"/>
        <source>Hand: {cards}</source>
        <translation>手札: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="326"/>
        <source>The winning hand in its melds:</source>
        <translation>上がりの手札（メルドごと）:</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="328"/>
        <source>Secret: {cards}</source>
        <translation>秘密: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="330"/>
        <source>Meld: {cards}</source>
        <translation>メルド: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="356"/>
        <source>Pobis: each opponent pays {chips}</source>
        <translation>ポビス: 相手はそれぞれ{chips}払う</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="360"/>
        <source>Generals: {count}; each opponent pays {chips}</source>
        <translation>将: {count}; 相手はそれぞれ{chips}払う</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="303"/>
        <source>the winning card has its go-withs</source>
        <translation>上がり牌のゴーウィズあり</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="305"/>
        <source>the winning card lacks its go-withs</source>
        <translation>上がり牌のゴーウィズなし</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="307"/>
        <source>the sowee&apos;s twin is held with its go-withs</source>
        <translation>ソウィーと同じ札とそのゴーウィズあり</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="309"/>
        <source>no sowee twin with its go-withs</source>
        <translation>ソウィーと同じ札とそのゴーウィズなし</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="310"/>
        <source>Go-with: {bownit}; {sowee}</source>
        <translation>ゴーウィズ: {bownit}、{sowee}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="312"/>
        <source>(with the turned cards&apos; help)</source>
        <translation>(めくった山の札の助けで)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="366"/>
        <source>Each general: {worth}</source>
        <translation>将一枚ごと: {worth}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="368"/>
        <source>Payments in chips: {paid}</source>
        <translation>支払い (チップ): {paid}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="378"/>
        <source>The sowee is {card}</source>
        <translation>ソウィーは{card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="332"/>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="381"/>
        <source>Turned from the stock: {cards}</source>
        <translation>山からめくった札: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="389"/>
        <source>{name} draws {card}, shown to all</source>
        <translation>{name}が{card}を引き、皆に見せる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="394"/>
        <source>{name} draws from the stock</source>
        <translation>{name}が山から引く</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="399"/>
        <source>{name} takes the discard {card}</source>
        <translation>{name}が捨て札{card}を取る</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="404"/>
        <source>{name} lays a secret face down</source>
        <translation>{name}が秘密を伏せる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="406"/>
        <source>{name} discards {card}</source>
        <translation>{name}が{card}を捨てる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="408"/>
        <source>{name} declares puro</source>
        <translation>{name}がプーロを宣言</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="410"/>
        <source>{name} withdraws its puro</source>
        <translation>{name}がプーロを取り消す</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="412"/>
        <source>{name} claims the win</source>
        <translation>{name}が上がりを宣言</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="429"/>
        <source>Kuaho</source>
        <translation>クアホ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="433"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="434"/>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="435"/>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="436"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="449"/>
        <source>&lt;h2&gt;Kuaho&lt;/h2&gt;&lt;p&gt;Four players in two partnerships (across the table), the 112 four-colour cards of Tứ Sắc, 15 cards each (16 to the dealer). After the deal one card, the sowee, is turned face up. On your turn draw from the stock or take the previous player&apos;s discard, then discard one card. Four like cards may be laid face down as a secret: each opponent pays at once. When one card from a win, discard and declare puro with a general as its marker. A puro player wins on its own draw, on a discard, or by calling time on a card another player drew face up. Payments are in chips.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;クアホ&lt;/h2&gt;&lt;p&gt;向かい合う二人ずつ二組の四人で、四色牌 (Tứ Sắc) の112枚を使います。各自15枚 (親は16枚)。配り終えたら一枚、ソウィーを表にします。自分の番には山から引くか前の人の捨て札を取り、一枚捨てます。同じ札四枚は秘密として伏せられ、相手はすぐに払います。上がりまで一枚になったら、将を印にして捨てながらプーロを宣言します。プーロの人は自分の引き、捨て札、または他人が表で引いた札に「タイム」をかけて上がります。支払いはチップです。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="465"/>
        <source>Secret pays</source>
        <translation>秘密の支払い</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="466"/>
        <source>What each opponent pays at once for a secret laid</source>
        <translation>秘密を伏せたとき相手がそれぞれすぐ払う額</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="470"/>
        <source>Pobis pays</source>
        <translation>ポビスの支払い</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="471"/>
        <source>What each opponent pays for a pobis hand</source>
        <translation>ポビスの手に相手がそれぞれ払う額</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="475"/>
        <source>Win without go-withs</source>
        <translation>ゴーウィズなしの上がり</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="476"/>
        <source>A win meeting neither go-with condition: base + 2 a general, or the base alone</source>
        <translation>ゴーウィズの条件をどちらも満たさない上がり: 基本 + 将一枚につき2、または基本のみ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="477"/>
        <source>plus two</source>
        <translation>2を足す</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="477"/>
        <source>base only</source>
        <translation>基本のみ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="480"/>
        <source>End cards</source>
        <translation>終わりにめくる札</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="481"/>
        <source>Stock cards turned after a win to find missing go-withs</source>
        <translation>上がりの後、足りないゴーウィズを探すためにめくる山の札の数</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="485"/>
        <source>Win without puro</source>
        <translation>プーロなしの上がり</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="486"/>
        <source>Never, or on one&apos;s own draw or the left neighbour&apos;s discard</source>
        <translation>不可、または自分の引きか左隣の捨て札でなら可</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="487"/>
        <source>never</source>
        <translation>不可</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="487"/>
        <source>allowed</source>
        <translation>可</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../lobby_page.py" line="54"/>
        <source>no identity: {reason}</source>
        <translation>ID がありません: {reason}</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="97"/>
        <source>The name the other players see</source>
        <translation>ほかのプレイヤーに見える名前</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="102"/>
        <source>Your key&apos;s fingerprint: friends can check it to know the player is really you</source>
        <translation>あなたの鍵のフィンガープリント：友だちが本当にあなたか確かめられます</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="106"/>
        <source>House rules…</source>
        <translation>ハウスルール…</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="107"/>
        <source>Choose the rules for Play now and for a table you host</source>
        <translation>「今すぐ遊ぶ」とホストする卓のルールを選びます</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="112"/>
        <source>Play now</source>
        <translation>今すぐ遊ぶ</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="129"/>
        <location filename="../lobby_page.py" line="609"/>
        <source>The bot that plays {seat}</source>
        <translation>{seat}を打つボット</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="136"/>
        <source>How many hands the session lasts</source>
        <translation>何局遊ぶか</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="141"/>
        <source>The game to play</source>
        <translation>遊ぶゲーム</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="142"/>
        <location filename="../lobby_page.py" line="150"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="146"/>
        <source>How many seats the table has (you and the bots)</source>
        <translation>卓の席数（あなたとボット）</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="148"/>
        <location filename="../lobby_page.py" line="606"/>
        <source>The level of all the bots</source>
        <translation>すべてのボットの強さ</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="153"/>
        <location filename="../lobby_page.py" line="605"/>
        <source>Seats</source>
        <translation>席数</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="175"/>
        <location filename="../lobby_page.py" line="594"/>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="179"/>
        <source>Host a table</source>
        <translation>卓をホストする</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="180"/>
        <location filename="../lobby_page.py" line="435"/>
        <source>{name}&apos;s table</source>
        <translation>{name}の卓</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="185"/>
        <source>Where this computer listens; 0.0.0.0:7777 lets everyone on your network join</source>
        <translation>このコンピューターが待ち受ける場所。0.0.0.0:7777 ならネットワークの誰でも参加できます</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="190"/>
        <source>A player joins this seat, or a bot plays it</source>
        <translation>この席にはプレイヤーが入るか、ボットが座ります</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="194"/>
        <location filename="../lobby_page.py" line="595"/>
        <source>Table name</source>
        <translation>卓の名前</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="197"/>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="200"/>
        <source>Coach allowed</source>
        <translation>コーチを許可</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="202"/>
        <source>A table rule every player sees before the table starts: each player may then turn on a coach that shows their trash, the cards they wait for and a suggested move, from their own cards only</source>
        <translation>卓が始まる前に全員が目にする卓のルール：各プレイヤーはコーチをオンにでき、自分の札だけをもとにゴミ・待ち札・おすすめの手を表示します</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="209"/>
        <source>Wait for every answer</source>
        <translation>全員の返事を待つ</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="211"/>
        <source>A table rule every player sees before the table starts: when a player does not come back, the others are asked whether to go on with a bot in that seat; with this rule a player who gives no answer keeps the table waiting, without it no answer in time counts as going on with a bot</source>
        <translation>卓が始まる前に全員が目にする卓のルール：戻ってこないプレイヤーがいると、ほかのプレイヤーはその席をボットで続けるかどうか聞かれます。このルールがあれば返事をしないプレイヤーがいる間は卓が待ち、なければ時間内に返事がないとボットで続けることになります</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="219"/>
        <source>Host</source>
        <translation>ホストする</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="220"/>
        <source>Open this table to players on your network; you sit South</source>
        <translation>ネットワークのプレイヤーにこの卓を開きます。あなたは南に座ります</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="225"/>
        <source>Join a table</source>
        <translation>卓に参加する</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="227"/>
        <source>Tables found on your network</source>
        <translation>ネットワークで見つかった卓</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="228"/>
        <source>Join selected</source>
        <translation>選んだ卓に参加</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="232"/>
        <source>table code, if the host gave you one</source>
        <translation>卓のコード（ホストから教わった場合）</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="233"/>
        <source>A table on the network asks for the code its host sees</source>
        <translation>ネットワーク上の卓は、ホストの画面に出ているコードを求めます</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="236"/>
        <source>host:port, like 192.168.1.20:7777</source>
        <translation>ホスト:ポート（例 192.168.1.20:7777）</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="237"/>
        <source>Join address</source>
        <translation>アドレスで参加</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="238"/>
        <source>Take a seat at the table at this address</source>
        <translation>このアドレスの卓に座ります</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="243"/>
        <location filename="../lobby_page.py" line="598"/>
        <source>Tables on your network</source>
        <translation>ネットワーク上の卓</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="256"/>
        <location filename="../lobby_page.py" line="269"/>
        <source> ms</source>
        <translation> ミリ秒</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="259"/>
        <source>How long a shown card takes to fly to the centre (0: no animation)</source>
        <translation>見せたカードが中央へ飛ぶ時間（0: アニメーションなし）</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="263"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="265"/>
        <source>How long you have to take a shown card before you pass</source>
        <translation>見せたカードを取れる時間（過ぎるとパス）</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="272"/>
        <source>The least time between two moves of the others (bots above all), so you can follow</source>
        <translation>他のプレイヤー（特にボット）の手と手の間の最短時間。流れを追えるように</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="291"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="292"/>
        <source>Close the table you host, or stop joining</source>
        <translation>開いた卓を閉じるか、参加をやめます</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="299"/>
        <source>Open a hand history…</source>
        <translation>局の記録を開く…</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="300"/>
        <source>Check a saved hand and replay it with every card shown</source>
        <translation>保存した局を検証し、すべてのカードを表にして再生します</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="304"/>
        <location filename="../lobby_page.py" line="593"/>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="307"/>
        <source>Your fingerprint</source>
        <translation>あなたのフィンガープリント</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="310"/>
        <source>House rules:</source>
        <translation>ハウスルール:</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="317"/>
        <location filename="../lobby_page.py" line="601"/>
        <source>Card animation</source>
        <translation>カードのアニメーション</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="320"/>
        <location filename="../lobby_page.py" line="602"/>
        <source>Time to take a card</source>
        <translation>カードを取る時間</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="288"/>
        <location filename="../lobby_page.py" line="604"/>
        <source>Seats at your table</source>
        <translation>あなたの卓の席</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="119"/>
        <source>Beginner bots only keep their trash low; good bots plan ahead; expert bots play many hands out in their head before each move</source>
        <translation>初心者ボットはゴミを減らすだけ、中級ボットは先を読み、上級ボットは毎手の前に何局も頭の中で試します</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="323"/>
        <location filename="../lobby_page.py" line="603"/>
        <source>Pace of play</source>
        <translation>進行の速さ</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="334"/>
        <source>A table you were playing at did not finish: you can go back to the same hand.</source>
        <translation>参加していた卓が終わっていません。同じ局に戻れます。</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="456"/>
        <source>Start this table again as before: the others see you come back and play goes on</source>
        <translation>この卓を前と同じように再開します。他のプレイヤーにはあなたが戻ったことが表示され、対局が続きます</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="311"/>
        <source>Tứ Sắc</source>
        <translation>トゥーサック（Tứ Sắc）</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="541"/>
        <source>against 1 bot:</source>
        <translation>1体のボットと対戦:</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="541"/>
        <source>against %n bots:</source>
        <translation>%n体のボットと対戦:</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="546"/>
        <source>Start a table against 1 bot on this computer at once</source>
        <translation>このコンピューターで1体のボットとすぐに対戦を始めます</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="547"/>
        <source>Start a table against %n bots on this computer at once</source>
        <translation>このコンピューターで%n体のボットとすぐに対戦を始めます</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="551"/>
        <source>The level of the bot</source>
        <translation>ボットの強さ</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="551"/>
        <source>The level of all %n bots</source>
        <translation>%n体すべてのボットの強さ</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="596"/>
        <source>Address to host at</source>
        <translation>卓を開くアドレス</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="599"/>
        <source>Table code</source>
        <translation>卓のコード</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="600"/>
        <source>Address of the table to join</source>
        <translation>参加する卓のアドレス</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="533"/>
        <source>Who plays {seat}</source>
        <translation>{seat}を打つ人</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="615"/>
        <source>Tứ Sắc table</source>
        <translation>四色の卓</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="636"/>
        <source>Take a seat at the chosen table</source>
        <translation>選んだ卓に座ります</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="638"/>
        <source>First choose a table in the list</source>
        <translation>まず一覧から卓を選んでください</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="641"/>
        <source>No table found on your network yet; you can type the host&apos;s address below</source>
        <translation>ネットワークにまだ卓が見つかりません。下にホストのアドレスを入力できます</translation>
    </message>
    <message>
        <location filename="../rejoin_offer.py" line="54"/>
        <source>Return to the table you host at {address}</source>
        <translation>{address} でホストしていた卓に戻る</translation>
    </message>
    <message>
        <location filename="../rejoin_offer.py" line="56"/>
        <source>Return to the table you host at {address} (hand {number})</source>
        <translation>{address} でホストしていた卓に戻る（第 {number} 局）</translation>
    </message>
    <message>
        <location filename="../rejoin_offer.py" line="58"/>
        <source>Return to the table at {address}</source>
        <translation>{address} の卓に戻る</translation>
    </message>
    <message>
        <location filename="../rejoin_offer.py" line="60"/>
        <source>Return to the table at {address} (hand {number})</source>
        <translation>{address} の卓に戻る（第 {number} 局）</translation>
    </message>
    <message>
        <location filename="../lan.py" line="28"/>
        <source>{table} — {host} — {seats} — {address} — key {fingerprint} — {game}</source>
        <translation>{table} — {host} — {seats} — {address} — 鍵 {fingerprint} — {game}</translation>
    </message>
    <message>
        <location filename="../lan.py" line="31"/>
        <source>1 free seat</source>
        <translation>空席 1</translation>
    </message>
    <message>
        <location filename="../lan.py" line="31"/>
        <source>%n free seats</source>
        <translation>空席 %n</translation>
    </message>
    <message>
        <location filename="../lan.py" line="37"/>
        <source>table code needed</source>
        <translation>卓のコードが必要</translation>
    </message>
    <message>
        <location filename="../lan.py" line="39"/>
        <source>its name looks like another table&apos;s here: compare the keys</source>
        <translation>この卓の名前はここにある別の卓と紛らわしいので、鍵を見比べてください</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="295"/>
        <source>Start now with bots</source>
        <translation>今すぐ開始（空席はボット）</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="296"/>
        <source>Start your table now: bots take the seats nobody took</source>
        <translation>卓を今すぐ始めます：誰も座っていない席にはボットが座ります</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="199"/>
        <location filename="../lobby_page.py" line="597"/>
        <source>Time for a move</source>
        <translation>1手の持ち時間</translation>
    </message>
    <message>
        <location filename="../move_time.py" line="20"/>
        <source>How long a player has for a move: a rule of the table, the same for every player</source>
        <translation>1手にかけられる時間：卓のルールで、全員に同じです</translation>
    </message>
    <message>
        <location filename="../move_time.py" line="25"/>
        <source>{minutes} min</source>
        <translation>{minutes} 分</translation>
    </message>
    <message>
        <location filename="../move_time.py" line="27"/>
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <location filename="../move_time.py" line="29"/>
        <source>No limit</source>
        <translation>無制限</translation>
    </message>
</context>
<context>
    <name>MaDiao</name>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="44"/>
        <source>coins</source>
        <translation>文銭</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="45"/>
        <source>strings</source>
        <translation>索子</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="46"/>
        <source>myriads</source>
        <translation>万字</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="47"/>
        <source>tens of myriads</source>
        <translation>十字</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="55"/>
        <source>half cash</source>
        <translation>半文</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="56"/>
        <source>zero cash</source>
        <translation>空没文</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="57"/>
        <source>hundred myriads</source>
        <translation>百万</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="58"/>
        <source>thousand myriads</source>
        <translation>千万</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="59"/>
        <source>myriad myriads</source>
        <translation>万万</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="67"/>
        <source>{n} cash</source>
        <translation>{n}銭</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="68"/>
        <source>{n} strings</source>
        <translation>{n}索</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="69"/>
        <location filename="../../tusac_lan/games/madiao/client.py" line="70"/>
        <source>{n} myriads</source>
        <translation>{n}万</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="65"/>
        <source>1 string</source>
        <translation>1索</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="65"/>
        <source>1 myriad</source>
        <translation>1万</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="76"/>
        <source>a hidden card</source>
        <translation>伏せた札</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="203"/>
        <source>played face down</source>
        <translation>伏せて出した札</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="218"/>
        <source>plays the hand</source>
        <translation>勝負する</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="219"/>
        <source>declares 異賞</source>
        <translation>異賞を宣言</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="220"/>
        <source>declares 免門</source>
        <translation>免門を宣言</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="269"/>
        <source>dealer (莊)</source>
        <translation>親 (莊)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="270"/>
        <source>{count} cards</source>
        <translation>{count}枚</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="271"/>
        <source>tricks won: {count}</source>
        <translation>取った回: {count}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="284"/>
        <source>面張</source>
        <translation>面張</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="288"/>
        <source>仮達</source>
        <translation>仮達</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="294"/>
        <source>Trick {number}</source>
        <translation>第{number}回</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="298"/>
        <source>Trick {number} won by {name}</source>
        <translation>第{number}回: {name}の勝ち</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="352"/>
        <source>Play the hand</source>
        <translation>勝負する</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="353"/>
        <source>Declare 異賞 (yì shǎng)</source>
        <translation>異賞を宣言</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="354"/>
        <source>Declare 免門 (miǎn mén)</source>
        <translation>免門を宣言</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="369"/>
        <source>Play face up</source>
        <translation>表で出す</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="372"/>
        <source>Play face down</source>
        <translation>伏せて出す</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="374"/>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="393"/>
        <source>Your hand is dealt: declare, or play the hand.</source>
        <translation>札が配られました: 宣言するか、勝負してください。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="395"/>
        <source>Your turn: click a card, then play it face up or face down.</source>
        <translation>あなたの番です: 札を選び、表か伏せて出してください。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="397"/>
        <source>Your lead: click a card and play it face up.</source>
        <translation>あなたの打ち出しです: 札を選び、表で出してください。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="430"/>
        <source>face up</source>
        <translation>表で</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="430"/>
        <source>face down</source>
        <translation>伏せて</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="431"/>
        <source>Hint: play the selected card {how}.</source>
        <translation>ヒント: 選んだ札を{how}出す。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="433"/>
        <source>Hint: {move}.</source>
        <translation>ヒント: {move}。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="437"/>
        <source>{amount} 注</source>
        <translation>{amount}注</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="441"/>
        <source>The hand is over</source>
        <translation>この局は終わり</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="443"/>
        <source>Dealer: {name}</source>
        <translation>親: {name}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="447"/>
        <source>{name} {declares}: {hands}</source>
        <translation>{name} {declares}: {hands}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="454"/>
        <source>{name}: {tricks} trick {points}{bonuses}; score {score}</source>
        <translation>{name}: {tricks}回 {points}{bonuses}; 得点 {score}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="456"/>
        <source>{name}: {tricks} tricks {points}{bonuses}; score {score}</source>
        <translation>{name}: {tricks}回 {points}{bonuses}; 得点 {score}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="471"/>
        <source>Settled against the dealer: {list}</source>
        <translation>親との精算: {list}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="472"/>
        <source>仮達: {card}</source>
        <translation>仮達: {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="475"/>
        <source>{name} pays 1 注 to each for the 仮達</source>
        <translation>{name}は仮達のため各自に1注払う</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="479"/>
        <source>Next dealer: {name}</source>
        <translation>次の親: {name}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="481"/>
        <source>Payments: {paid}</source>
        <translation>支払い: {paid}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="482"/>
        <source>The score sheet counts half 注.</source>
        <translation>点数表は半注で数えます。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="490"/>
        <source>仮達 turned: {card}</source>
        <translation>仮達をめくる: {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="495"/>
        <source>{name} plays the hand</source>
        <translation>{name}は勝負する</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="498"/>
        <source>{name} {declares}: {cards}</source>
        <translation>{name} {declares}: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="504"/>
        <source>{name} plays {card}</source>
        <translation>{name}は{card}を出す</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="506"/>
        <source>{name} leads {card}</source>
        <translation>{name}は{card}で打ち出す</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="509"/>
        <source>{name} plays a card face down</source>
        <translation>{name}は札を伏せて出す</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="512"/>
        <source>{name} wins trick {number}</source>
        <translation>{name}が第{number}回を取る</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="517"/>
        <source>Nobody declares: {name} leads</source>
        <translation>宣言なし: {name}が打ち出す</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="528"/>
        <source>Ma Diao (馬吊)</source>
        <translation>馬吊</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="532"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="533"/>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="534"/>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="535"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="553"/>
        <source>The deal: {dealer} is the dealer (莊) and leads the first trick</source>
        <translation>配り: {dealer}が親 (莊) で、最初の回を打ち出す</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="555"/>
        <source>The deal: {dealer} is the dealer (莊); {leader}, dealt first, leads the first trick</source>
        <translation>配り: {dealer}が親 (莊)。最初に配られた{leader}が最初の回を打ち出す</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="561"/>
        <source>&lt;h2&gt;Ma Diao (馬吊)&lt;/h2&gt;&lt;p&gt;Four players, 40 money cards in four suits: coins 文錢 (the lowest number is the strongest), strings 索子, myriads 萬貫 and tens of myriads 十萬貫. The dealer plays against the other three; 8 cards each; the bottom card, the 面張, lies face up. Before play a seat may show its whole hand to declare 異賞 or 免門. Then 8 tricks: a trick is led face up; each next card is played face up only if it is of the led suit and beats every card so far, else it is played face down. The highest face-up card wins the trick. After play the 仮達 is turned. Scores count tricks and bonus hands and are settled between the dealer and each other player, in 注 (half 注 occur).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;馬吊&lt;/h2&gt;&lt;p&gt;四人で遊ぶ、四門四十枚の銭の札: 文銭 (数の小さいものほど強い)、索子、万字 (萬貫)、十字 (十萬貫)。親が他の三人と対します。各自8枚。一番下の札、面張は表向きに置かれます。打つ前に、手札をすべて見せて異賞か免門を宣言できます。その後8回: 最初の札は表で出し、次の札は打ち出しと同じ門でそれまでのどの札より強いときだけ表で出せ、そうでなければ伏せて出します。表の札で一番強いものがその回を取ります。打ち終えたら仮達をめくります。得点は取った回と役で数え、親と各自の間で注 (半注もあり) で精算します。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="579"/>
        <source>Follow suit</source>
        <translation>門に従う</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="580"/>
        <source>A player holding the led suit must play that suit</source>
        <translation>打ち出しの門を持つ人はその門を出す</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="581"/>
        <source>free</source>
        <translation>自由</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="581"/>
        <source>must follow</source>
        <translation>従う</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="584"/>
        <source>First lead</source>
        <translation>最初の打ち出し</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="585"/>
        <source>Who leads the first trick</source>
        <translation>最初の回を打ち出す人</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="586"/>
        <source>the first dealt</source>
        <translation>最初に配られた人</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="586"/>
        <source>the dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="589"/>
        <source>免門 hands</source>
        <translation>免門の手</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="590"/>
        <source>免門 also for a hand with no red card, or with no 正賞 and no 次賞</source>
        <translation>赤札のない手、または正賞も次賞もない手も免門とする</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="591"/>
        <source>the four lowest</source>
        <translation>四極のみ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="591"/>
        <source>weak hands too</source>
        <translation>弱い手も</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="48"/>
        <source>{name} ({seat})</source>
        <translation>{name}（{seat}）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="56"/>
        <source>{losers} claimed it too and lost to {winner}</source>
        <translation>{losers}も取ろうとしたが{winner}に負け</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="60"/>
        <source>{losers} claimed it</source>
        <translation>{losers}が取ろうとした</translation>
    </message>
    <message>
        <location filename="../practice.py" line="293"/>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="66"/>
        <source>— Hand {number} —</source>
        <translation>— 第 {number} 局 —</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="164"/>
        <source>Dice: {throws}. {name} starts.</source>
        <translation>サイコロ: {throws}。{name}が親。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="353"/>
        <source>{move} — played by a bot: time ran out</source>
        <translation>{move} — 時間切れのためボットが代わりに指しました</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <location filename="../practice_page.py" line="80"/>
        <source>Waiting for {who} to move: {clock} left, then a bot plays for them.</source>
        <translation>{who}の手番を待っています：残り {clock}。過ぎるとボットが代わりに打ちます。</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="237"/>
        <location filename="../practice_page.py" line="391"/>
        <source>Next hand</source>
        <translation>次の局</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="239"/>
        <source>Play again</source>
        <translation>もう一度遊ぶ</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="240"/>
        <source>A new session with the same seats and rules</source>
        <translation>同じ席とルールで新しいセッション</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="242"/>
        <location filename="../practice_page.py" line="526"/>
        <source>Leave the table</source>
        <translation>卓を離れる</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="253"/>
        <source>Rules of the game</source>
        <translation>ゲームのルール</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="273"/>
        <source>Scores</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="276"/>
        <source>Moves</source>
        <translation>手の記録</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="312"/>
        <source>{game} — hand {number} of {hands}</source>
        <translation>{game} — 第{number}局（全{hands}局）</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="418"/>
        <location filename="../practice_page.py" line="421"/>
        <source>The session stopped: {reason}</source>
        <translation>対局は中断されました: {reason}</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="422"/>
        <source>The session is over.</source>
        <translation>対局は終わりました。</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="426"/>
        <source>The hand is over.</source>
        <translation>この局は終わりました。</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="429"/>
        <source>Your turn.</source>
        <translation>あなたの番です。</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="430"/>
        <source>The others are playing…</source>
        <translation>他のプレイヤーの番です…</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="435"/>
        <source>Hosting on {address}, table code {code}: waiting for the players…</source>
        <translation>{address} で卓を開いています。卓コード {code}：プレイヤーを待っています…</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="437"/>
        <source>Hosting on {address}: waiting for the players…</source>
        <translation>{address} で卓を開いています：プレイヤーを待っています…</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="469"/>
        <source>The seats of your table</source>
        <translation>あなたの卓の席</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="473"/>
        <source>{name} (you)</source>
        <translation>{name}（あなた）</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="477"/>
        <source>waiting for a player…</source>
        <translation>プレイヤーを待っています…</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="496"/>
        <source>You have a seat: the table starts when the host starts it…</source>
        <translation>席に着きました。ホストが始めると卓が始まります…</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="528"/>
        <source>The hand in play ends without a result, and the others may go on with a bot in your seat; you cannot come back to this table. Leave the table?</source>
        <translation>この局は結果なしで終わり、他のプレイヤーはあなたの席にボットを入れて続けることができます。この卓には戻れません。卓を離れますか？</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="534"/>
        <source>Leave this table? The session ends here.</source>
        <translation>この卓を離れますか？対局はここで終わります。</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="537"/>
        <source>Quit tusac-lan</source>
        <translation>tusac-lan を終了</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="539"/>
        <source>The hand in play ends without a result, and the others may go on with a bot in your seat; you cannot come back to this table. Quit tusac-lan?</source>
        <translation>この局は結果なしで終わり、他のプレイヤーはあなたの席にボットを入れて続けることができます。この卓には戻れません。tusac-lan を終了しますか？</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="545"/>
        <source>Quit tusac-lan? The session at this table ends here.</source>
        <translation>tusac-lan を終了しますか？この卓の対局はここで終わります。</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="244"/>
        <source>Start now with bots</source>
        <translation>今すぐ開始（空席はボット）</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <location filename="../problem_words.py" line="36"/>
        <source>Another program or table already uses {address}. Host at another port (port 0 takes any free one).</source>
        <translation>{address} はほかのプログラムか卓がすでに使っています。別のポートで卓を開いてください(ポート 0 なら空いているポートが選ばれます)。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="41"/>
        <source>This computer cannot listen at {address}: it is not one of its addresses. Choose another.</source>
        <translation>このコンピューターは {address} で待ち受けできません。このコンピューターのアドレスではありません。別のアドレスを選んでください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="45"/>
        <source>An address is written as a computer and a port, such as 192.168.1.20:7777. Check it.</source>
        <translation>アドレスはコンピューターとポートで書きます(例: 192.168.1.20:7777)。確かめてください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="49"/>
        <source>A table code has {least} to {most} characters: the digits 2 to 9 and the letters A to Z except I, L and O. Check the code the host gave you.</source>
        <translation>卓のコードは {least}〜{most} 文字で、数字の 2〜9 と、I・L・O を除く A〜Z の文字だけを使います。ホストから受け取ったコードを確かめてください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="55"/>
        <source>A key fingerprint is written like ab12-cd34-ef56-7890. Check the one you were given.</source>
        <translation>鍵の指紋は ab12-cd34-ef56-7890 のような形です。受け取ったものを確かめてください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="59"/>
        <source>These seats and players make no table. Choose other seats.</source>
        <translation>この席と人数では卓になりません。席を選び直してください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="61"/>
        <source>This program does not play the game of that table. Update it, or choose another table.</source>
        <translation>このプログラムはその卓のゲームを遊べません。更新するか、別の卓を選んでください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="65"/>
        <source>You closed the table before it started.</source>
        <translation>始まる前に卓を閉じました。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="67"/>
        <source>Only {came} of {wanted} players came in time. Host the table again when everyone is ready.</source>
        <translation>時間内に来たのは {wanted} 人中 {came} 人だけでした。全員の準備ができたら、もう一度卓を開いてください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="71"/>
        <source>Not every player confirmed the table in time. Host it again.</source>
        <translation>全員が時間内に卓を確認しませんでした。もう一度卓を開いてください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="75"/>
        <source>{name}&apos;s program did not take the table: {reason}. Host the table again when it can.</source>
        <translation>{name}のプログラムが卓を受け付けませんでした。{reason}。受け付けられるようになったら、もう一度卓を開いてください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="79"/>
        <source>{name}&apos;s program did not take the table: {reason}. Their seat is free again: they may join again once it can, or start now with a bot in their seat.</source>
        <translation>{name}のプログラムが卓を受け付けませんでした。{reason}。その席はまた空きました。受け付けられるようになったらもう一度参加してもらうか、その席にボットを入れて今すぐ始めてください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="86"/>
        <source>{name}&apos;s program did not take the table (it may be set to another game). Ask them to choose this game, then host the table again.</source>
        <translation>{name}のプログラムが卓を受け付けませんでした（別のゲームが選ばれているかもしれません）。このゲームを選んでもらってから、もう一度卓を開いてください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="92"/>
        <source>{name}&apos;s program did not take the table (it may be set to another game): their seat is free again. Ask them to choose this game and join again, or start now with a bot in their seat.</source>
        <translation>{name}のプログラムが卓を受け付けませんでした（別のゲームが選ばれているかもしれません）。その席はまた空きました。このゲームを選んでもう一度参加してもらうか、その席にボットを入れて今すぐ始めてください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="98"/>
        <source>Another player&apos;s program did not take the table: you keep your seat, and the host sets the table again once theirs is taken.</source>
        <translation>ほかのプレイヤーのプログラムが卓を受け付けませんでした。あなたの席はそのままです。その席が埋まると、ホストがもう一度卓を用意します。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="104"/>
        <source>The table could not be announced on the network; players can still join it by its address.</source>
        <translation>卓をネットワークに知らせられませんでした。アドレスを使えば参加できます。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="108"/>
        <source>Beware: this table gives {move} s for a move and {protocol} s for a message, less than your {own_move} s and {own_protocol} s. The table&apos;s times apply.</source>
        <translation>注意: この卓の持ち時間は一手 {move} 秒、メッセージ {protocol} 秒で、あなたの設定({own_move} 秒と {own_protocol} 秒)より短くなっています。卓の時間が使われます。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="119"/>
        <source>The table could not be set up: its own record does not check. Host it again.</source>
        <translation>卓を用意できませんでした。卓自身の記録が検証できません。もう一度卓を開いてください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="121"/>
        <source>No answer from {address} within {seconds} s. Check the address, and that the table there is still open.</source>
        <translation>{address} から {seconds} 秒以内に応答がありません。アドレスと、その卓がまだ開いているかを確かめてください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="133"/>
        <source>The host turned you away: {reason}.</source>
        <translation>ホストに断られました: {reason}。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="137"/>
        <source>The table at {address} does not know this table code. Check the code and the address.</source>
        <translation>{address} の卓はこの卓のコードを知りません。コードとアドレスを確かめてください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="141"/>
        <source>The table&apos;s key is not the one you were given, so you did not join. Ask the host for it again.</source>
        <translation>卓の鍵が教えられたものと違うため、参加しませんでした。ホストにもう一度確かめてください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="145"/>
        <source>The host&apos;s program sent what this one cannot accept, so you did not join. Both of you may need the same version.</source>
        <translation>ホストのプログラムがこのプログラムの受け付けられないものを送ったため、参加しませんでした。同じバージョンが必要かもしれません。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="151"/>
        <source>That table plays another game. Choose a table of the game you want.</source>
        <translation>その卓は別のゲームです。遊びたいゲームの卓を選んでください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="153"/>
        <source>No single table with a free seat was found on the network. Join one by its address.</source>
        <translation>空席のある卓をネットワーク上でひとつに絞れませんでした。アドレスで参加してください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="157"/>
        <source>That table is over: there is nothing to go back to.</source>
        <translation>その卓は終わっています。戻る先はありません。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="159"/>
        <source>This computer cannot take that table up again: what it kept of it does not check.</source>
        <translation>このコンピューターはその卓に戻れません。保存した記録が検証できません。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="161"/>
        <source>This computer cannot take that table up again: its address {address} is in use. Is the program still open in another window?</source>
        <translation>このコンピューターはその卓に戻れません。アドレス {address} が使用中です。別のウィンドウでプログラムが開いたままではありませんか?</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="167"/>
        <source>This computer cannot write down the table as it goes (is the disk full?). Free some space.</source>
        <translation>このコンピューターは卓の進行を書き留められません(ディスクがいっぱいでは?)。空き容量を作ってください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="179"/>
        <source>{names} could not take their seats back this time; play goes on.</source>
        <translation>{names} は今回は席に戻れませんでした。ゲームは続きます。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="197"/>
        <source>{names} take their seats back at the next hand.</source>
        <translation>{names} は次の局からそれぞれの席に戻ります。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="205"/>
        <source>{names} chose to end the session.</source>
        <translation>{names}がセッションを終えることを選びました。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="207"/>
        <source>{name}&apos;s answer was set aside: the name looks too much like {clash}, who is at the table.</source>
        <translation>{name}の返事は受け付けられませんでした：卓にいる{clash}と名前が似すぎています。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="211"/>
        <source>Hand {number} was settled by the other players while your computer was cut off from them; their history file has it, this computer keeps none.</source>
        <translation>あなたのコンピューターが切断されている間に、第 {number} 局はほかのプレイヤーが決着させました。その記録は彼らの履歴ファイルにあり、このコンピューターには残りません。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="218"/>
        <source>The table ended without a last word from {names}; the hand&apos;s file keeps the signatures that came (the history viewer says whose are missing).</source>
        <translation>{names}からの最後の返事がないまま卓が終わりました。局のファイルには届いた署名が残ります（履歴ビューアーで誰の署名がないか分かります）。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="224"/>
        <source>The signatures of {names} that were missing from hand {number} came now, from {sender}: that hand&apos;s file is complete.</source>
        <translation>第 {number} 局に欠けていた {names} の署名が {sender} から届きました。その局のファイルはこれで揃いました。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="230"/>
        <source>You left the table.</source>
        <translation>卓を離れました。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="232"/>
        <source>{names} did not come back within {seconds} s, and you were alone at the table. Open it again later to go on.</source>
        <translation>{names} が {seconds} 秒以内に戻らず、卓に一人だけになりました。あとで卓を開き直して続けてください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="238"/>
        <source>The table went nowhere for {seconds} s. Return to it from the lobby to take it up again.</source>
        <translation>卓が {seconds} 秒間進みませんでした。ロビーから卓に戻って続けてください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="242"/>
        <source>The table could not go on because of an error in this program. It is written in the log file {log}: show that file to whoever helps you.</source>
        <translation>このプログラムのエラーのため、卓を続けられませんでした。エラーはログファイル {log} に書かれています。手伝ってくれる人にそのファイルを見せてください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="247"/>
        <source>The table could not go on because of an error in this program (the log says more).</source>
        <translation>このプログラムのエラーのため、卓を続けられませんでした(詳しくはログにあります)。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="255"/>
        <source>the table is full</source>
        <translation>卓は満席です</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="257"/>
        <source>a program too old for this table, which must be updated</source>
        <translation>この卓には古すぎるプログラムで、更新が必要です</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="259"/>
        <source>this table needs its table code, which the host gives</source>
        <translation>この卓には卓のコードが必要で、ホストが教えます</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="261"/>
        <source>that player already sits at this table</source>
        <translation>その人はすでにこの卓に座っています</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="263"/>
        <source>that computer is already at this table</source>
        <translation>そのコンピューターはすでにこの卓にいます</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="265"/>
        <source>the name {name} is already at this table; another name is needed</source>
        <translation>{name} という名前はすでにこの卓にあります。別の名前が必要です</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="269"/>
        <source>the name {name} looks too much like {other}, already at this table; another name is needed</source>
        <translation>{name} という名前は、この卓にいる {other} に似すぎています。別の名前が必要です</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="273"/>
        <source>the name {name} is the kind of name a table gives its bots; another name is needed</source>
        <translation>{name} という名前は卓がボットに付ける名前です。別の名前が必要です</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="277"/>
        <source>a wrong table code</source>
        <translation>卓のコードが違います</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="279"/>
        <source>this table needs no table code, so it is not the table whose code was given</source>
        <translation>この卓はコードが不要なので、入力したコードの卓ではありません</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="281"/>
        <source>too many wrong table codes were tried; try again in {seconds} s</source>
        <translation>間違ったコードが何度も試されました。{seconds} 秒後にもう一度試してください</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="286"/>
        <location filename="../problem_words.py" line="305"/>
        <source>a reason this program cannot show</source>
        <translation>このプログラムでは表示できない理由</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="294"/>
        <source>the table&apos;s key is not the one they were given</source>
        <translation>卓の鍵が教えられたものと違いました</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="296"/>
        <source>their program is set to {mine}, not {game}</source>
        <translation>そのプログラムは{game}ではなく{mine}に設定されています</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="300"/>
        <source>their program cannot play {game} at {seats} seats</source>
        <translation>そのプログラムは{seats}人の{game}を遊べません</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="304"/>
        <source>the table did not seat them where their program expected</source>
        <translation>卓がそのプログラムの思う席に座らせませんでした</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="323"/>
        <source>the file cannot be read (is it still there?)</source>
        <translation>ファイルを読めません(まだありますか?)</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="325"/>
        <source>it is not a file of this program&apos;s history</source>
        <translation>このプログラムの履歴ファイルではありません</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="327"/>
        <source>it was written by another version of this program</source>
        <translation>このプログラムの別のバージョンで書かれています</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="329"/>
        <source>a hand file it lists is missing from its folder</source>
        <translation>一覧にある局のファイルがフォルダーにありません</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="330"/>
        <source>the file is damaged, or was changed after it was signed</source>
        <translation>ファイルが壊れているか、署名の後に変更されています</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="126"/>
        <source>Nothing answers at {address}. Check the address the host gave you, and that the host&apos;s table is open.</source>
        <translation>{address} から応答がありません。ホストから聞いたアドレスと、ホストの卓がまだ開いているかを確かめてください。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="131"/>
        <source>You stopped joining the table.</source>
        <translation>卓への参加をやめました。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="171"/>
        <source>A message that the session went on at another table was set aside: that table has other rules.</source>
        <translation>セッションが別の卓で続くという知らせは無視しました：その卓はルールが違います。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="178"/>
        <source>{names} could not take their seat back this time; play goes on.</source>
        <translation>{names} は今回は席に戻れませんでした。ゲームは続きます。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="183"/>
        <source>Not every player accepted the next table in time.</source>
        <translation>全員が時間内に次の卓を受け入れませんでした。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="185"/>
        <source>The next table was not offered in time.</source>
        <translation>次の卓が時間内に示されませんでした。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="187"/>
        <source>A next table was offered that does not check, so it was refused.</source>
        <translation>確認の取れない次の卓が示されたため、断りました。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="189"/>
        <source>The next table did not start in time.</source>
        <translation>次の卓が時間内に始まりませんでした。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="191"/>
        <source>A next table was offered that has no place for your computer, so it was refused.</source>
        <translation>あなたのコンピューターの場所がない次の卓が示されたため、断りました。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="196"/>
        <source>{names} takes their seat back at the next hand.</source>
        <translation>{names} は次の局から席に戻ります。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="201"/>
        <source>The session ended while you were away.</source>
        <translation>あなたが離れている間にセッションは終わりました。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="203"/>
        <source>No table took you back in time.</source>
        <translation>時間内にあなたを迎え入れる卓はありませんでした。</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="285"/>
        <source>the host closed the table before it started</source>
        <translation>ホストが開始前に卓を閉じました</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location filename="../qt_strings.py" line="34"/>
        <source>&amp;Step up</source>
        <translation>上(&amp;S)</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="35"/>
        <source>Step &amp;down</source>
        <translation>下(&amp;D)</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="36"/>
        <source>&amp;Select All</source>
        <translation>すべてを選択(&amp;S)</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../qt_strings.py" line="19"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="20"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="21"/>
        <source>Cu&amp;t</source>
        <translation>切り取り(&amp;T)</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="22"/>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="23"/>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="24"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="25"/>
        <source>Select All</source>
        <translation>すべてを選択</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location filename="../qt_strings.py" line="17"/>
        <source>Show Details...</source>
        <translation>詳細を表示...</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="18"/>
        <source>Hide Details...</source>
        <translation>詳細を隠す...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../qt_strings.py" line="10"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="11"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="12"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="13"/>
        <source>&amp;Yes</source>
        <translation>はい(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="14"/>
        <source>&amp;No</source>
        <translation>いいえ(&amp;N)</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="15"/>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="16"/>
        <source>Reset</source>
        <translation>リセット</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location filename="../qt_strings.py" line="26"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="27"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="28"/>
        <source>Cu&amp;t</source>
        <translation>切り取り(&amp;T)</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="29"/>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="30"/>
        <source>Copy &amp;Link Location</source>
        <translation>リンクの場所をコピー(&amp;L)</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="31"/>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="32"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="33"/>
        <source>Select All</source>
        <translation>すべてを選択</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <location filename="../verdict_kind.py" line="76"/>
        <source>their move</source>
        <translation>打つ手</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="78"/>
        <source>the key that opens a card</source>
        <translation>札を開く鍵</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="80"/>
        <source>the secret that opens their cards for the check at the end of the hand</source>
        <translation>局の終わりの検査のためにその人の札を開く秘密</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="82"/>
        <source>their signed record of the hand</source>
        <translation>署名したその局の記録</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="84"/>
        <source>their check of the state of the hand</source>
        <translation>局の状態の確認</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="85"/>
        <source>their part of the shuffle and the deal</source>
        <translation>シャッフルと配札のその人の分</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="92"/>
        <source>it signed two different messages for the same place</source>
        <translation>同じ位置に異なる二つのメッセージに署名しました</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="94"/>
        <source>it signed a state of the hand that its own messages do not give</source>
        <translation>自分のメッセージからは導かれない局の状態に署名しました</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="96"/>
        <source>it made a move the rules do not allow</source>
        <translation>ルールで認められない手を打ちました</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="98"/>
        <source>a key it sent does not open the card it promised</source>
        <translation>送った鍵が約束した札を開きません</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="100"/>
        <source>its part of the shuffle fails its check</source>
        <translation>そのシャッフルの分が検査に通りません</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="102"/>
        <source>it flooded the table with messages</source>
        <translation>卓に大量のメッセージを送りつけました</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="104"/>
        <source>the computers disagree on the state of the hand</source>
        <translation>コンピューター同士で局の状態が一致しません</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="105"/>
        <source>it sent a message the table&apos;s protocol does not allow</source>
        <translation>卓のプロトコルで認められないメッセージを送りました</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="113"/>
        <source>its player left the table</source>
        <translation>そのプレイヤーが卓を離れました</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="116"/>
        <source>it gave no reason that can be shown</source>
        <translation>表示できる理由は示されていません</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="130"/>
        <source>The result stands. The computers of {names} stopped answering at once before the check at the end of the hand, so their own cards were not re-checked.</source>
        <translation>結果はそのまま有効です。{names} のコンピューターが局の最後の検証の前に同時に応答しなくなったため、その手札は再検証されていません。</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="136"/>
        <source>The result stands, checked; {name}&apos;s computer did not send everything it owed after it.</source>
        <translation>結果は検査済みで有効です。{name}のコンピューターはその後に送るべきものをすべては送りませんでした。</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="141"/>
        <source>The computers of {names} stopped answering at once; the players still at the table ended the hand. It does not count (a fault, not cheating).</source>
        <translation>{names}のコンピューターが同時に応答しなくなり、残ったプレイヤーがこの局を終えました。この局は数えません（故障であり、不正ではありません）。</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="134"/>
        <location filename="../verdict_kind.py" line="145"/>
        <source>several players</source>
        <translation>複数のプレイヤー</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="157"/>
        <source>{name}&apos;s computer stopped answering: it never sent {what}. The hand does not count (a fault, not cheating).</source>
        <translation>{name}のコンピューターが応答しなくなりました：{what}が届きませんでした。この局は数えません（故障であり、不正ではありません）。</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="163"/>
        <source>{name}&apos;s computer stopped answering. The hand does not count (a fault, not cheating).</source>
        <translation>{name}のコンピューターが応答しなくなりました。この局は数えません（故障であり、不正ではありません）。</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="166"/>
        <source>A computer stopped answering. The hand does not count (a fault, not cheating).</source>
        <translation>あるコンピューターが応答しなくなりました。この局は数えません（故障であり、不正ではありません）。</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="170"/>
        <source>{name} left the table: the hand does not count.</source>
        <translation>{name}が卓を離れました：この局は数えません。</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="171"/>
        <location filename="../verdict_kind.py" line="175"/>
        <source>A player</source>
        <translation>あるプレイヤー</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="176"/>
        <source>{name} stopped the hand, proving nothing: nobody is blamed, and the hand does not count.</source>
        <translation>{name}が何も証明せずに局を止めました：誰も責められず、この局は数えません。</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="180"/>
        <source>The computers disagree on the state of the hand: it does not count, and nobody is blamed.</source>
        <translation>コンピューター同士で局の状態が一致しません：この局は数えず、誰も責められません。</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="185"/>
        <source>Cheating proven against {name}: {wrong}. The hand does not count.</source>
        <translation>{name}の不正が証明されました：{wrong}。この局は数えません。</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="188"/>
        <source>Cheating proven: {wrong}. The hand does not count.</source>
        <translation>不正が証明されました：{wrong}。この局は数えません。</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="192"/>
        <source>The hand was stopped, naming {name}. The history file keeps the exact reason.</source>
        <translation>局は止められ、{name}の名が記録されました。正確な理由は履歴ファイルにあります。</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="195"/>
        <source>The hand was stopped. The history file keeps the exact reason.</source>
        <translation>局は止められました。正確な理由は履歴ファイルにあります。</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="204"/>
        <source>no reason was given</source>
        <translation>理由は示されていません</translation>
    </message>
</context>
<context>
    <name>Result</name>
    <message>
        <location filename="../verdict_kind.py" line="139"/>
        <source>Fair deal: verified — every seed, card and move checks out.</source>
        <translation>公平な配り: 検証済み — すべての秘密、カード、手が正しいです。</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="89"/>
        <source>The hand was stopped.</source>
        <translation>局は中断されました。</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="91"/>
        <source>No winner: the deck ran down.</source>
        <translation>流局: デッキが尽きました。</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="94"/>
        <source>{name} wins on {card} with {points} points.</source>
        <translation>{name}が {card} で {points} 点で上がりました。</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="96"/>
        <source>{name} wins with {points} points.</source>
        <translation>{name}が {points} 点で上がりました。</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="102"/>
        <source>{set} · 1 point</source>
        <translation>{set} · 1 点</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="103"/>
        <source>{set} · {points} points</source>
        <translation>{set} · {points} 点</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="108"/>
        <source>made with the winning card</source>
        <translation>上がり札で完成</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="109"/>
        <source>exposed earlier</source>
        <translation>先にさらした</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="110"/>
        <source>held from the deal</source>
        <translation>配られた時から手にあった</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="126"/>
        <source>pays {other} {each} for the win</source>
        <translation>{other}に上がりの {each} を払う</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="127"/>
        <source>wins {each} from each of the other three</source>
        <translation>ほかの3人から {each} ずつ受け取る</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="128"/>
        <source>earns {each} from each other player for {kongs} exposed four of a kind</source>
        <translation>さらしたカン {kongs} 組でほかの各プレイヤーから {each} ずつ受け取る</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="129"/>
        <source>pays {other} {each} for their exposed four of a kind</source>
        <translation>{other}のさらしたカンに {each} を払う</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="130"/>
        <source>earns {each} from each other player for {kongs} four of a kind held from the deal</source>
        <translation>配られたときからのカン {kongs} 組でほかの各プレイヤーから {each} ずつ受け取る</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="133"/>
        <source>pays {other} {each} for their four of a kind held from the deal</source>
        <translation>{other}の配られたときからのカンに {each} を払う</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="134"/>
        <source>pays {other} {each} for the win, doubled: the winning card made a four</source>
        <translation>{other}に上がりの {each} を払う（倍: 上がりのカードでカンができた）</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="137"/>
        <source>wins {each} in all from {other}, whose discard it won on</source>
        <translation>捨て札で上がったので{other}から合計 {each} を受け取る</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="138"/>
        <source>pays {other} {each} for the win for the whole table: the winning card was their discard</source>
        <translation>{other}に卓全員分の上がり {each} を払う: 上がりのカードは自分の捨て札</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="141"/>
        <source>pays {other} {each} for the win ({points} points less {kong_points} for their four of a kind)</source>
        <translation>{other}に上がりの {each} を払う（{points} 点から自分のカンの {kong_points} を引く）</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="144"/>
        <source>is paid {each} by {other}: their four of a kind ({kong_points}) outweigh the win ({points})</source>
        <translation>{other}から {each} を受け取る: 自分のカン（{kong_points}）が上がり（{points}）より大きい</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="147"/>
        <source>wins {each} in all from the other three</source>
        <translation>ほかの3人から合計 {each} を受け取る</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="150"/>
        <source>wins {each} from each of the other two</source>
        <translation>ほかの2人から {each} ずつ受け取る</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="151"/>
        <source>wins {each} in all from the other two</source>
        <translation>ほかの2人から合計 {each} を受け取る</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="153"/>
        <source>wins {each} from the other player</source>
        <translation>相手から {each} を受け取る</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="154"/>
        <source>other settlement</source>
        <translation>その他の精算</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="284"/>
        <source>the winning card</source>
        <translation>上がり札</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="340"/>
        <source>Session scores</source>
        <translation>通算の点</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="349"/>
        <location filename="../result_view.py" line="496"/>
        <source>Next hand</source>
        <translation>次の局</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="352"/>
        <source>Start the next hand when every player has pressed it</source>
        <translation>全員が押したら次の局を始めます</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="354"/>
        <source>Play again</source>
        <translation>もう一度遊ぶ</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="356"/>
        <source>A new session with the same seats and rules</source>
        <translation>同じ席とルールで新しいセッション</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="383"/>
        <source>Hand {number}</source>
        <translation>第 {number} 局</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="405"/>
        <source>{name}&apos;s sets</source>
        <translation>{name}の組</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="420"/>
        <source>Total: {points} points</source>
        <translation>合計: {points} 点</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="427"/>
        <source>Payments (stake {stake})</source>
        <translation>支払い（賭け単位 {stake}）</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="429"/>
        <source>Payments</source>
        <translation>支払い</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="438"/>
        <source>nothing to pay</source>
        <translation>支払いなし</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="453"/>
        <source>Every hand</source>
        <translation>全員の手札</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="456"/>
        <source>exposed</source>
        <translation>さらし</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="488"/>
        <location filename="../result_view.py" line="497"/>
        <location filename="../result_view.py" line="507"/>
        <source>Waiting for the other players…</source>
        <translation>ほかのプレイヤーを待っています…</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="392"/>
        <location filename="../result_view.py" line="491"/>
        <source>Next hand ({seconds} s)</source>
        <translation>次の局（{seconds} 秒）</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="516"/>
        <source>Session over.</source>
        <translation>セッション終了。</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="21"/>
        <source>Special rule 2 (a pair beside a run)</source>
        <translation>特別ルール 2（チーの隣のペア）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="29"/>
        <source>No winner when the deck is down to</source>
        <translation>デッキがこの枚数で流局</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="30"/>
        <source>Four soldiers of four colours score</source>
        <translation>4 色の兵士 4 枚の点</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="31"/>
        <source>Three of a kind made with a taken card scores</source>
        <translation>取ったカードで作ったポンの点</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="32"/>
        <source>Three of a kind held from the deal scores</source>
        <translation>配られたままのポンの点</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="33"/>
        <source>A general-advisor-elephant run scores</source>
        <translation>大将・中尉・象のチーの点</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="34"/>
        <source>Points needed to win</source>
        <translation>上がりに必要な点</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="35"/>
        <source>Stake per point</source>
        <translation>1 点あたりの賭け金</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="44"/>
        <source>as the seeds word it: such a pair may not become three of a kind</source>
        <translation>原文どおり: そのペアはポンにできない</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="45"/>
        <source>by trash: no claim may leave more trash than before</source>
        <translation>ゴミで判断: 取ったあとゴミが増えてはいけない</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="85"/>
        <source>The hand ends without a winner when a draw is due and the deck holds this many cards (0: play it out)</source>
        <translation>引く番でデッキがこの枚数以下なら勝者なしで終わります（0: 最後まで引く）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="89"/>
        <source>Points for a set of four soldiers, one of each colour</source>
        <translation>各色 1 枚ずつの兵士 4 枚の点</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="90"/>
        <source>Points for three identical cards when one of them was taken</source>
        <translation>1 枚を取って作った同じカード 3 枚の点</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="91"/>
        <source>Points for three identical cards all dealt to the hand</source>
        <translation>3 枚とも配られた同じカード 3 枚の点</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="92"/>
        <source>Points for a general, advisor and elephant of one colour</source>
        <translation>同じ色の大将・中尉・象の点</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="93"/>
        <source>0: any hand without trash wins; some tables ask for 10</source>
        <translation>0: ゴミがなければ上がり。10 点を求める卓もあります</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="94"/>
        <source>Each loser pays the winner points × stake</source>
        <translation>負けた各人が勝者に 点 × 賭け金 を払います</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="95"/>
        <source>How to read the seeds&apos; special rule 2 when a claim is made</source>
        <translation>カードを取るときの特別ルール 2 の読み方</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="120"/>
        <source> cards</source>
        <translation> 枚</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="123"/>
        <source> points</source>
        <translation> 点</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="130"/>
        <source>Seed rules (default)</source>
        <translation>原文のルール（標準）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="22"/>
        <source>A loser&apos;s four of a kind</source>
        <translation>負けたプレイヤーのカン</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="23"/>
        <source>A pair beside its run made three of a kind that completes the hand</source>
        <translation>チーの隣のペアを、手を完成させるポンにする</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="24"/>
        <source>After a hand without a winner</source>
        <translation>上がりのない局のあと</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="25"/>
        <source>The first starter</source>
        <translation>最初の親</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="26"/>
        <source>Winning with the fourth card (tới quan)</source>
        <translation>4 枚目で上がる（tới quan）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="27"/>
        <source>A win on a discard (luật đền)</source>
        <translation>捨て札での上がり（luật đền）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="28"/>
        <source>A four of a kind dealt in hand (quằn)</source>
        <translation>配られた同じ札4枚（quằn）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="48"/>
        <source>is paid by each other player when exposed, not when held from the deal</source>
        <translation>さらしたカンはほかの全員が払う、配られたカンは払わない</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="56"/>
        <source>does not win (special rule 2&apos;s words)</source>
        <translation>上がれない（特別ルール 2 の原文）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="57"/>
        <source>wins: no trash is left</source>
        <translation>上がれる: ゴミが残らない</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="49"/>
        <source>lowers what its owner pays the winner (as the English rule book says)</source>
        <translation>持ち主が勝者に払う額から引く（英語のルールブックのとおり）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="50"/>
        <source>is paid by each other player: 6 exposed, 8 held from the deal (as the Japanese rule book says)</source>
        <translation>ほかの全員が払う: さらしたカン 6、配られたカン 8（日本語のルールブックのとおり）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="60"/>
        <source>the player after the starter starts (as the English rule book says)</source>
        <translation>その局の親の次のプレイヤーが親（英語のルールブックのとおり）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="61"/>
        <source>the player after the one whose turn it was starts (as the Japanese rule book says)</source>
        <translation>番だったプレイヤーの次が親（日本語のルールブックのとおり）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="64"/>
        <source>two dice counted from South</source>
        <translation>サイコロ 2 個、南から数える</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="65"/>
        <source>a die for each player: the highest starts</source>
        <translation>各プレイヤーがサイコロ 1 個: 最大の人が親</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="68"/>
        <source>is paid as any win</source>
        <translation>ふつうの上がりと同じ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="69"/>
        <source>is paid double</source>
        <translation>倍払い</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="72"/>
        <source>is paid by every loser</source>
        <translation>負けた全員が払う</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="73"/>
        <source>is paid by the discarder for the whole table</source>
        <translation>捨てた人が卓全員分を払う</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="76"/>
        <source>stays in the hand</source>
        <translation>手札に残す</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="77"/>
        <source>is shown to all at the deal and scores 8</source>
        <translation>配札直後に全員に見せ、8点</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="96"/>
        <source>How a four of a kind is paid when its owner loses</source>
        <translation>カンを持つプレイヤーが負けたときの支払い</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="97"/>
        <source>Special rule 2 keeps a pair beside its run from becoming three of a kind; may it when that wins the hand?</source>
        <translation>特別ルール 2 はチーの隣のペアをポンにさせない。そのポンで上がれるときは？</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="101"/>
        <source>Who starts the next hand when nobody won</source>
        <translation>誰も上がらなかったとき次の局の親</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="102"/>
        <source>How the first hand&apos;s starter is chosen (the dice are shown in the hand&apos;s history)</source>
        <translation>最初の局の親の決め方（サイコロの目は局の履歴に残る）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="105"/>
        <source>Vietnamese house rule: a win whose winning card makes a four of a kind pays double</source>
        <translation>ベトナムのハウスルール: 上がりのカードでカンができたら倍払い</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="108"/>
        <source>Vietnamese house rule: the player whose discard is won on pays the whole table&apos;s share</source>
        <translation>ベトナムのハウスルール: 上がられた捨て札の主が卓全員分を払う</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="111"/>
        <source>Vietnamese house rule: a four of a kind dealt in hand is shown face up before the first move</source>
        <translation>ベトナムのハウスルール: 配られた同じ札4枚は最初の手番の前に表にして見せる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="131"/>
        <source>Play the deck out</source>
        <translation>デッキを最後まで引く</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="132"/>
        <source>No winner at 8 cards</source>
        <translation>残り 8 枚で流局</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="133"/>
        <source>Four soldiers score 4</source>
        <translation>兵士 4 枚は 4 点</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="134"/>
        <source>Taken three of a kind scores 1</source>
        <translation>取ったポンは 1 点</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="136"/>
        <source>Taiwanese: 10 points to win, A-B-C run scores 2</source>
        <translation>台湾式: 上がりは 10 点以上、A-B-C のチーは 2 点</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="139"/>
        <source>Payments of the English rule book</source>
        <translation>英語のルールブックの支払い</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="141"/>
        <source>Vietnamese house rules: tới quan pays double, the discarder pays (luật đền), quằn is shown</source>
        <translation>ベトナムのハウスルール: tới quan は倍、捨てた人が払う（luật đền）、quằn は見せる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="156"/>
        <source>Custom: {changes}</source>
        <translation>カスタム: {changes}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="209"/>
        <source>House rules</source>
        <translation>ハウスルール</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="213"/>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="214"/>
        <source>Start from a rule set many tables play, then change what you like</source>
        <translation>よく遊ばれるルールから始めて、好きなところを変えてください</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="217"/>
        <source>Preset</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="231"/>
        <source>Everyone at the table plays by the host&apos;s rules; they are saved with every hand.</source>
        <translation>卓の全員がホストのルールで遊びます。ルールは各局と一緒に保存されます。</translation>
    </message>
    <message>
        <location filename="../rule_form.py" line="52"/>
        <source>House rules — {game}</source>
        <translation>ハウスルール — {game}</translation>
    </message>
    <message>
        <location filename="../rule_form.py" line="150"/>
        <source>standard rules</source>
        <translation>標準ルール</translation>
    </message>
    <message>
        <location filename="../rule_form.py" line="60"/>
        <source>your own</source>
        <translation>自分で選ぶ</translation>
    </message>
    <message>
        <location filename="../rule_form.py" line="63"/>
        <source>A common set of house rules: every option below at once</source>
        <translation>よく使われるハウスルールの組：下の選択肢をまとめて設定</translation>
    </message>
    <message>
        <location filename="../rule_form.py" line="65"/>
        <source>Set of rules</source>
        <translation>ルールの組</translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <location filename="../score_sheet.py" line="147"/>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="152"/>
        <source>Winner</source>
        <translation>上がり</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="182"/>
        <source>did not count</source>
        <translation>数えない</translation>
    </message>
    <message>
        <location filename="../practice.py" line="431"/>
        <location filename="../score_sheet.py" line="183"/>
        <source>Hand {number} did not count</source>
        <translation>第 {number} 局は数えません</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="212"/>
        <source>{player} ({bot})</source>
        <translation>{player}（{bot}）</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="224"/>
        <source>while you were away</source>
        <translation>不在の間</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="225"/>
        <source>earlier hands</source>
        <translation>前の局</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="233"/>
        <source>{payment} → {total}</source>
        <translation>{payment} → {total}</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="236"/>
        <source>Hands {hands} ({note}): {payment}, total {total}</source>
        <translation>第 {hands} 局（{note}）：{payment}、合計 {total}</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="240"/>
        <source>Hand {number}: {payment}, total {total}</source>
        <translation>第 {number} 局: {payment}、合計 {total}</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="192"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="246"/>
        <source>{tip} (played by {name})</source>
        <translation>{tip}（{name}が代打ち）</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="324"/>
        <source>stopped</source>
        <translation>中断</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="326"/>
        <source>no winner</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="328"/>
        <source>{name}, {points} points</source>
        <translation>{name}、{points} 点</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="53"/>
        <source>bot</source>
        <translation>ボット</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="139"/>
        <source>Beginner bot {number}</source>
        <translation>初心者ボット {number}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="140"/>
        <source>Good bot {number}</source>
        <translation>中級ボット {number}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="141"/>
        <source>Expert bot {number}</source>
        <translation>上級ボット {number}</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="81"/>
        <source>You drew {card}</source>
        <translation>あなたは {card} を引きました</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="81"/>
        <source>{who} drew {card}</source>
        <translation>{who}が {card} を引きました</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="84"/>
        <source>You discarded {card}</source>
        <translation>あなたは {card} を捨てました</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="84"/>
        <source>{who} discarded {card}</source>
        <translation>{who}が {card} を捨てました</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="89"/>
        <source>Your turn: choose a card to discard</source>
        <translation>あなたの番です: 捨てるカードを選んでください</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="90"/>
        <source>{who} is discarding</source>
        <translation>{who}が捨てるカードを選んでいます</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="93"/>
        <source>You draw from the deck</source>
        <translation>あなたはデッキから引きます</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="94"/>
        <source>{who} draws from the deck</source>
        <translation>{who}がデッキから引きます</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="96"/>
        <source>Dealing</source>
        <translation>配っています</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="99"/>
        <source>Hand over</source>
        <translation>局の終わり</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="172"/>
        <source>Show the four of a kind dealt to you</source>
        <translation>配られた暗カンを見せてください</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="173"/>
        <source>Fours dealt in hand are shown now: you have none to show, pass</source>
        <translation>配られた暗カンを見せる時間です：あなたにはないのでパス</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="174"/>
        <source>Fours dealt in hand are shown now: waiting for {who}</source>
        <translation>配られた暗カンを見せる時間です：{who}を待っています</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="140"/>
        <source>key {fingerprint}</source>
        <translation>鍵 {fingerprint}</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="169"/>
        <source>{first} ({first_name}) and {second} ({second_name}) have names that look alike: tell them apart by their keys</source>
        <translation>{first}（{first_name}）と{second}（{second_name}）は名前が似ています: 鍵で見分けてください</translation>
    </message>
    <message>
        <location filename="../session.py" line="352"/>
        <source>{name} took seat {seat}</source>
        <translation>{name}が{seat}の席に着きました</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="247"/>
        <source>Shuffling together…</source>
        <translation>全員でシャッフル中…</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="151"/>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="40"/>
        <source>Waiting for {names} to start the next hand…</source>
        <translation>{names} が次の局を始めるのを待っています…</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="55"/>
        <source>{who} are not answering: the connection dropped. The table waits {clock} for them to come back; if they do not, this hand does not count.</source>
        <translation>{who}から応答がありません：接続が切れました。卓はあと {clock} 戻りを待ちます。戻らなければ、この局は数えません。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="84"/>
        <source>Waiting for {who} to discard: {clock} left, then a bot plays for them.</source>
        <translation>{who}が捨てるのを待っています：残り {clock}。過ぎるとボットが代わりに打ちます。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="90"/>
        <source>Waiting for {who} to discard: {clock} left. If nothing comes by then, the hand ends without a result and names them.</source>
        <translation>{who}が捨てるのを待っています：残り {clock}。それまでに来なければ、局は結果なしで終わり、その人の名が記録されます。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="120"/>
        <source>Hurry: {clock} left to choose, then a bot plays this move for you.</source>
        <translation>急いでください：残り {clock}。過ぎるとボットがこの手を代わりに打ちます。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="122"/>
        <source>Your move: {clock} left, then a bot plays it for you.</source>
        <translation>あなたの番です：残り {clock}。過ぎるとボットが代わりに打ちます。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="135"/>
        <location filename="../status_words.py" line="431"/>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="159"/>
        <source>{name} ({seat})</source>
        <translation>{name}（{seat}）</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="153"/>
        <source>{level} bot</source>
        <translation>{level}ボット</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="155"/>
        <source>player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="158"/>
        <source>{seat}: {name}</source>
        <translation>{seat}: {name}</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="160"/>
        <source>{seat}: {name} ({who})</source>
        <translation>{seat}: {name}（{who}）</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="192"/>
        <source>your computer</source>
        <translation>あなたのコンピューター</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="194"/>
        <source>{name}&apos;s computer</source>
        <translation>{name}のコンピューター</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="209"/>
        <source>The session goes on at a new table: {bot} plays {name}&apos;s seat, run by {runner}.</source>
        <translation>新しい卓でセッションが続きます：{name}の席は{bot}が打ちます（{runner}で動作）。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="227"/>
        <source>No answer to “go on with a bot?”: the table waits for it (a table rule; without it, a bot plays)</source>
        <translation>「ボットで続ける？」に返事がないとき：卓は返事を待ちます（卓のルール。なければボットが打ちます）</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="253"/>
        <source>{winner} took the card you claimed. {now}</source>
        <translation>{winner} があなたの取ろうとしたカードを取りました。{now}</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="293"/>
        <source>{who} are back; play goes on.</source>
        <translation>{who}が戻りました。続行します。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="313"/>
        <source>You chose not to wait for {who} any longer: the hand ends without a result as soon as the other players stop waiting too (at once if there are none), and a bot can then take their seat.</source>
        <translation>{who}をこれ以上待たないことにしました：他のプレイヤーも待つのをやめた時点で（他に誰もいなければすぐに）局は結果なしで終わり、その後ボットがその席に入れます。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="437"/>
        <source>At the table so far: {names}</source>
        <translation>卓についている人：{names}</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="199"/>
        <source>You are back in your seat: the session goes on at a new table.</source>
        <translation>自分の席に戻りました。新しい卓でセッションが続きます。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="205"/>
        <source>{name} is back in their seat.</source>
        <translation>{name}が自分の席に戻りました。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="214"/>
        <source>The session goes on at a new table, run by {runner}.</source>
        <translation>新しい卓でセッションが続きます（{runner}で動作）。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="221"/>
        <source>Coach: on (each player may turn on a coach that uses only their own cards)</source>
        <translation>コーチ：あり（各プレイヤーは自分の札だけを使うコーチをオンにできます）</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="222"/>
        <source>Coach: off</source>
        <translation>コーチ：なし</translation>
    </message>
    <message>
        <location filename="../session.py" line="294"/>
        <source>the session ended without a bot in {names}&apos;s seat</source>
        <translation>{names}の席にボットを入れずにセッションは終わりました</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="274"/>
        <source>You are back at the table, in hand {number}: play goes on.</source>
        <translation>卓に戻りました（第 {number} 局）。対局を続けます。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="277"/>
        <source>The hand ended without a result. Waiting for your answer…</source>
        <translation>この局は結果なしで終わりました。あなたの回答を待っています…</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="280"/>
        <source>While you were away, a bot took your seat at the table {host} hosts now. You take your seat back at the start of the next hand.</source>
        <translation>不在の間、{host}が今ホストしている卓であなたの席にボットが入りました。次の局の始めに席に戻ります。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="287"/>
        <source>Waiting to take your seat back at the next hand…</source>
        <translation>次の局で席に戻るのを待っています…</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="300"/>
        <source>{who} did not come back within {seconds} s: the table waits no longer, and the hand ends without a result if they do not move in time.</source>
        <translation>{who}は{seconds}秒以内に戻りませんでした。卓はもう待ちません。時間内に手を打たなければ、この局は結果なしで終わります。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="305"/>
        <source>{who} did not come back within {minutes} min: the table waits no longer, and the hand ends without a result if they do not move in time.</source>
        <translation>{who}は{minutes}分以内に戻りませんでした。卓はもう待ちません。時間内に手を打たなければ、この局は結果なしで終わります。</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="462"/>
        <location filename="../session.py" line="373"/>
        <source>{name} left seat {seat}: {reason}</source>
        <translation>{name}が{seat}の席を離れました: {reason}</translation>
    </message>
    <message>
        <location filename="../session.py" line="77"/>
        <source>You sit {seat}; players still to come: {count} (the host&apos;s key {key})</source>
        <translation>{seat}の席に着きました。あと {count} 人を待っています（ホストの鍵 {key}）</translation>
    </message>
    <message>
        <location filename="../session.py" line="79"/>
        <source>You sit {seat}; the host starts the table (the host&apos;s key {key})</source>
        <translation>{seat}の席に着きました。ホストが卓を始めます（ホストの鍵 {key}）</translation>
    </message>
    <message>
        <location filename="../session.py" line="378"/>
        <source>A player was turned away: {reason}</source>
        <translation>あるプレイヤーの参加を断りました: {reason}</translation>
    </message>
    <message>
        <location filename="../session.py" line="387"/>
        <source>{name} is ready</source>
        <translation>{name}の準備ができました</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="329"/>
        <source>{who} left the table: the hand ends without a result.</source>
        <translation>{who}が卓を離れました：局は結果なしで終わります。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="332"/>
        <source>{who} stopped the hand ({said}). Nothing proves a fault, so nobody is blamed; the hand ends without a result.</source>
        <translation>{who}が局を止めました（{said}）。不正の証拠はないので誰も責められません。局は結果なしで終わります。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="404"/>
        <source>A player</source>
        <translation>あるプレイヤー</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="339"/>
        <source>{who} did not answer in time, and every other player signed that it never came: the hand ends without a result, naming {who}.</source>
        <translation>{who}が時間内に応答せず、他の全員が届かなかったと署名しました：局は結果なしで終わり、{who}の名が記録されます。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="130"/>
        <source>{who} ran out of time; a bot played for them.</source>
        <translation>{who}は時間切れのため、ボットが代わりに打ちました。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="129"/>
        <source>You ran out of time; a bot played for you. Your next move is yours again.</source>
        <translation>時間切れのため、ボットが代わりに打ちました。次の手はまたあなたが選べます。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="50"/>
        <source>{who} is not answering: the connection dropped. The table waits {clock} for them to come back; if they do not, this hand does not count.</source>
        <translation>{who}から応答がありません：接続が切れました。卓はあと {clock} 戻りを待ちます。戻らなければ、この局は数えません。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="321"/>
        <source>No word from {who} for longer than the table waits. Your computer keeps waiting: it does not settle the hand or play on without them, and goes back to the table when the connection returns. Leave to stop waiting; opening the table again later takes it up.</source>
        <translation>{who}からの連絡が卓の待ち時間を過ぎても途絶えたままです。このコンピューターは待ち続けます：彼らなしで局を決着させたり続けたりはせず、接続が戻れば卓に戻ります。待つのをやめるには「卓を離れる」を押してください。後で卓を開き直せば続きから遊べます。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="359"/>
        <source>{who} did not answer in time. Only {signer} was there to sign that it never came, so nobody is blamed; the hand ends without a result.</source>
        <translation>{who}が時間内に応答しませんでした。届かなかったと署名できたのは{signer}だけなので、誰も責められません。局は結果なしで終わります。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="366"/>
        <source>The hand was stopped: {who} broke the protocol ({reason}). Everyone now opens their secrets; the audit will name who cheated, and the table will close.</source>
        <translation>局は中断されました: {who}がプロトコルに違反しました（{reason}）。全員が秘密を公開し、監査が不正をした人を示したあと、卓は閉じます。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="373"/>
        <source>The tables disagree at turn {turn} ({who} differ from the rest). Play is stopped so no wrong result is recorded; a desync report was written next to the histories.</source>
        <translation>{turn} 手目で卓の状態が一致しません（{who}がほかと異なります）。誤った結果を記録しないよう中断しました。不一致の報告を記録と同じ場所に保存しました。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="381"/>
        <source>The disk is full: {files} history file(s) could not be written to {directory}. Play goes on; they are kept and written at the next hand once there is room.</source>
        <translation>ディスクがいっぱいです: {files} 個の履歴ファイルを {directory} に書き込めませんでした。対局は続きます。ファイルは保持され、空きができ次第、次の局で書き込まれます。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="387"/>
        <source>{files} history file(s) could not be written to {directory} (the folder cannot be written to). Play goes on; they are kept and written at the next hand once it can be.</source>
        <translation>{files} 個の履歴ファイルを {directory} に書き込めませんでした(フォルダーに書き込めません)。対局は続きます。ファイルは保持され、書き込めるようになり次第、次の局で書き込まれます。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="399"/>
        <source>The history files kept back are now written to {directory}.</source>
        <translation>保留していた履歴ファイルを {directory} に書き込みました。</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="407"/>
        <source>several players</source>
        <translation>複数のプレイヤー</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="410"/>
        <source>The session goes on at a new table</source>
        <translation>新しい卓でセッションが続きます</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="292"/>
        <source>{who} is back; play goes on.</source>
        <translation>{who}が戻りました。続行します。</translation>
    </message>
    <message>
        <location filename="../name_list.py" line="14"/>
        <source>, </source>
        <comment>between the names of a list but the last two: An, Bình and Chi</comment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../name_list.py" line="15"/>
        <source>{names} and {last}</source>
        <translation>{names}と{last}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../table_page.py" line="52"/>
        <location filename="../table_page.py" line="59"/>
        <source>Hand {number}</source>
        <translation>第 {number} 局</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="62"/>
        <source>The hand was stopped.</source>
        <translation>局は中断されました。</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="64"/>
        <source>&lt;b&gt;No winner&lt;/b&gt;: the deck ran down.</source>
        <translation>&lt;b&gt;流局&lt;/b&gt;: デッキが尽きました。</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="66"/>
        <source>{name} wins with {points} points.</source>
        <translation>{name}が {points} 点で上がりました。</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="70"/>
        <source>Payments:</source>
        <translation>支払い:</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="74"/>
        <source>Fair deal: &lt;b&gt;verified&lt;/b&gt; — every seed, card and move checks out.</source>
        <translation>公平な配り: &lt;b&gt;検証済み&lt;/b&gt; — すべての秘密、カード、手が正しいです。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/action_bar.py" line="58"/>
        <source>Discard ({key})</source>
        <translation>捨てる ({key})</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/action_bar.py" line="59"/>
        <source>Discard the chosen card (Enter or D)</source>
        <translation>選んだカードを捨てる（Enter または D）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/action_bar.py" line="61"/>
        <source>Pass ({key})</source>
        <translation>パス ({key})</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/action_bar.py" line="62"/>
        <source>Do not take the shown card</source>
        <translation>見せたカードを取らない</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/action_bar.py" line="130"/>
        <source>First choose a card to discard: click it or use ← →. Generals are never discarded.</source>
        <translation>まず捨てるカードを選んでください: クリックするか ← → を使います。大将は捨てられません。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/action_bar.py" line="176"/>
        <source>New claim offer</source>
        <translation>新しいカード: 取れます</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/action_bar.py" line="235"/>
        <source>passing in {seconds} s</source>
        <translation>あと {seconds} 秒でパス</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="118"/>
        <source>The card table</source>
        <translation>カードの卓</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="142"/>
        <source>Moves</source>
        <translation>手の記録</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="158"/>
        <source>Leave table</source>
        <translation>卓を離れる</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="159"/>
        <source>Stop playing and go back to the lobby</source>
        <translation>遊ぶのをやめてロビーに戻る</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="450"/>
        <source>The hand in play cannot go on without you: the others are told you left, and the hand ends without a result. They may go on with a bot in your seat; you cannot come back to this table. Quit tusac-lan?</source>
        <translation>あなたがいないとこの局は続けられません：他のプレイヤーにはあなたが離れたことが伝えられ、局は結果なしで終わります。他のプレイヤーはあなたの席にボットを入れて続けることができます。この卓には戻れません。tusac-lan を終了しますか？</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="457"/>
        <source>The hand in play cannot go on without you: the others are told you left, and the hand ends without a result. They may go on with a bot in your seat; you cannot come back to this table. Leave the table?</source>
        <translation>あなたがいないとこの局は続けられません：他のプレイヤーにはあなたが離れたことが伝えられ、局は結果なしで終わります。他のプレイヤーはあなたの席にボットを入れて続けることができます。この卓には戻れません。卓を離れますか？</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="580"/>
        <source>Go on with a bot now</source>
        <translation>今すぐボットで続ける</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="582"/>
        <source>Stop waiting for the players who are gone: a bot takes their seats from the next hand, and they can take them back later.</source>
        <translation>いなくなったプレイヤーを待つのをやめます。次の局からボットがその席に入り、本人はあとで席に戻れます。</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="311"/>
        <source>Scores:</source>
        <translation>点:</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="51"/>
        <source>Hand {number} of {hands}</source>
        <translation>第 {number} 局（全 {hands} 局）</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="364"/>
        <source>You chose to go on with a bot. Waiting for the other players…</source>
        <translation>ボットで続けることを選びました。ほかのプレイヤーを待っています…</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="366"/>
        <source>You chose to end the session. Waiting for the other players…</source>
        <translation>セッションを終えることを選びました。ほかのプレイヤーを待っています…</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="384"/>
        <source>Waiting to take your seat back at the next hand ({clock})</source>
        <translation>次の局で席に戻るのを待っています（{clock}）</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="442"/>
        <source>You are playing against bots: the hand in play ends without a result. Quit tusac-lan?</source>
        <translation>ボットと対局中です：この局は結果なしで終わります。tusac-lan を終了しますか？</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="446"/>
        <source>You are playing against bots: the hand in play ends without a result. Leave the table?</source>
        <translation>ボットと対局中です：この局は結果なしで終わります。卓を離れますか？</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="465"/>
        <source>Leave the table?</source>
        <translation>卓を離れますか？</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="465"/>
        <source>Quit tusac-lan?</source>
        <translation>tusac-lan を終了しますか？</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="471"/>
        <source>Leave</source>
        <translation>離れる</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="471"/>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="473"/>
        <source>Stay</source>
        <translation>残る</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="146"/>
        <source>Your cards: {cards}</source>
        <translation>あなたの札：{cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="149"/>
        <source>Shown card: {card}</source>
        <translation>場に出た札：{card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="202"/>
        <source>a general is never discarded</source>
        <translation>大将は捨てられません</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="204"/>
        <source>cannot be discarded now</source>
        <translation>今は捨てられません</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="264"/>
        <source>Waiting for the deal…</source>
        <translation>配りを待っています…</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="323"/>
        <source>{name} (you)</source>
        <translation>{name}（あなた）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="324"/>
        <source>{seat} · {cards} cards · {score}</source>
        <translation>{seat} · {cards} 枚 · {score}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="479"/>
        <source>deck {left}</source>
        <translation>デッキ {left}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="494"/>
        <source>You drew</source>
        <translation>あなたが引いた</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="494"/>
        <source>{seat} drew</source>
        <translation>{seat}が引いた</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="496"/>
        <source>You discarded</source>
        <translation>あなたが捨てた</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="496"/>
        <source>{seat} discarded</source>
        <translation>{seat}が捨てた</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="514"/>
        <source>not taken</source>
        <translation>取られなかったカード</translation>
    </message>
</context>
<context>
    <name>TienLen</name>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="121"/>
        <source>I do not hold {card}</source>
        <translation>{card}を持っていません</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="200"/>
        <source>The hand is over</source>
        <translation>この回は終わり</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="26"/>
        <source>a single</source>
        <translation>シングル</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="27"/>
        <source>a pair (đôi)</source>
        <translation>ペア（đôi）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="28"/>
        <source>a triple (sám)</source>
        <translation>スリーカード（sám）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="29"/>
        <source>four of a kind (tứ quý)</source>
        <translation>フォーカード（tứ quý）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="30"/>
        <source>a sequence (sảnh)</source>
        <translation>階段（sảnh）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="31"/>
        <source>a double sequence (đôi thông)</source>
        <translation>連続ペア（đôi thông）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="32"/>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="166"/>
        <source>cards</source>
        <translation>札</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="45"/>
        <source>six pairs</source>
        <translation>ペア6組</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="46"/>
        <source>five pairs in sequence</source>
        <translation>連続ペア5組</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="47"/>
        <source>four 2s</source>
        <translation>2のフォーカード</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="48"/>
        <source>a dragon 3 to A</source>
        <translation>3からAまでのドラゴン</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="60"/>
        <source>Tiến lên</source>
        <translation>ティエンレン（Tiến lên）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="64"/>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="65"/>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="67"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="64"/>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="69"/>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="65"/>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="68"/>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="65"/>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="70"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="117"/>
        <source>Pass (bỏ lượt)</source>
        <translation>パス（bỏ lượt）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="122"/>
        <source>I do not hold it</source>
        <translation>持っていません</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="124"/>
        <source>No instant win</source>
        <translation>即勝ちなし</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="152"/>
        <source>{name} shows an instant win (tới trắng): {cards}</source>
        <translation>{name}が即勝ち（tới trắng）を見せます: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="158"/>
        <source>{name} does not hold {card}</source>
        <translation>{name}は{card}を持っていません</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="163"/>
        <source>{name} passes (bỏ lượt)</source>
        <translation>{name}はパス（bỏ lượt）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="170"/>
        <source>{name} leads {what}: {cards}</source>
        <translation>{name}が{what}を出します: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="172"/>
        <source>{name} chops (chặt) with {what}: {cards}</source>
        <translation>{name}が{what}で切ります（chặt）: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="174"/>
        <source>{name} beats it with {what}: {cards}</source>
        <translation>{name}が{what}で上回ります: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="179"/>
        <source>{name} is out, place {place}</source>
        <translation>{name}が上がり、{place}位</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="189"/>
        <source>{name} has not played a card (cóng) and is placed last</source>
        <translation>{name}は一枚も出せず（cóng）最下位です</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="192"/>
        <source>The trick is cleared; {name} leads</source>
        <translation>場が流れました。{name}の親です</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="204"/>
        <source>Nobody led the first trick: the hand is void.</source>
        <translation>誰も最初の札を出さなかったため、この局は無効です。</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="208"/>
        <source>{name} wins at once with {what} (tới trắng)</source>
        <translation>{name}が{what}で即勝ち（tới trắng）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="213"/>
        <source>Finishing order: {order}</source>
        <translation>上がり順: {order}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="216"/>
        <source>{name} kept 2s (thối heo): {black} black, {red} red</source>
        <translation>{name}は2を残しました（thối heo）: 黒{black}枚、赤{red}枚</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="221"/>
        <source>{name} never played a card (cóng)</source>
        <translation>{name}は一枚も出しませんでした（cóng）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="223"/>
        <source>Payments: {paid}</source>
        <translation>精算: {paid}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="238"/>
        <source>{name} still held: {cards}</source>
        <translation>{name}の残り札: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="241"/>
        <source>thối heo</source>
        <translation>thối heo</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="243"/>
        <source>cóng</source>
        <translation>cóng</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="246"/>
        <source>Cards left in hand</source>
        <translation>手に残った札</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="253"/>
        <source>Stake</source>
        <translation>賭け金</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="254"/>
        <source>Chips the last player left pays each other player</source>
        <translation>最後に残った人が他の各人に払うチップ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="258"/>
        <source>A 2 in a sequence</source>
        <translation>階段の2</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="259"/>
        <source>Whether a 2 may end a sequence or a double sequence (K-A-2; A-2-3 never)</source>
        <translation>2で階段や二重階段を終えてよいか (K-A-2; A-2-3は不可)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="260"/>
        <source>never</source>
        <translation>不可</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="260"/>
        <source>at the top</source>
        <translation>上端で可</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="263"/>
        <source>Chop after a pass</source>
        <translation>パス後の切り</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="264"/>
        <source>Whether a player who passed may still chop</source>
        <translation>パスした人がまだ切れるか</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="265"/>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="322"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="265"/>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="322"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="268"/>
        <source>Instant win (tới trắng)</source>
        <translation>即勝ち (tới trắng)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="269"/>
        <source>Stakes each other player pays for an instant win shown before play (0: none)</source>
        <translation>打つ前に見せた即勝ちに他の各人が払う賭け数 (0: なし)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="273"/>
        <source>Black 2 kept (thối heo)</source>
        <translation>残した黒の2 (thối heo)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="274"/>
        <source>Chips the last player pays the first out for each black 2 kept</source>
        <translation>残した黒の2一枚ごとに最後の人が一位に払うチップ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="278"/>
        <source>Red 2 kept (thối heo)</source>
        <translation>残した赤の2 (thối heo)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="279"/>
        <source>Chips the last player pays the first out for each red 2 kept</source>
        <translation>残した赤の2一枚ごとに最後の人が一位に払うチップ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="283"/>
        <source>Cóng</source>
        <translation>コン (cóng)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="284"/>
        <source>How many times its place a player who never played a card pays (0: no cóng)</source>
        <translation>一枚も出さなかった人が順位の支払いの何倍払うか (0: なし)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="288"/>
        <source>Who pays</source>
        <translation>支払い方</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="289"/>
        <source>The last player pays each other, or by finishing order, or by pairs</source>
        <translation>最後の人が各人に払う、上がり順、またはペアで</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="291"/>
        <source>last pays each</source>
        <translation>最後の人が各人に</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="292"/>
        <source>by finishing order</source>
        <translation>上がり順</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="293"/>
        <source>by pairs</source>
        <translation>ペアで</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="297"/>
        <source>Deal at 3 players</source>
        <translation>三人の配り方</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="298"/>
        <source>At 3 players deal 17 cards each instead of 13</source>
        <translation>三人のとき13枚でなく17枚ずつ配る</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="299"/>
        <source>13 each</source>
        <translation>13枚ずつ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="299"/>
        <source>all equally</source>
        <translation>全部を均等に</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="302"/>
        <source>Direction of play</source>
        <translation>進む向き</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="303"/>
        <source>Clockwise unless the players agree otherwise</source>
        <translation>取り決めがなければ時計回り</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="304"/>
        <source>clockwise</source>
        <translation>時計回り</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="304"/>
        <source>counter-clockwise</source>
        <translation>反時計回り</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="345"/>
        <source>&lt;h2&gt;Tiến lên&lt;/h2&gt;&lt;p&gt;13 cards each; ranks from 3 up to A, then 2 (heo), the strongest; suits ♠ ♣ ♦ ♥ from the weakest. Play singles, pairs, triples, fours, sequences of three or more (sảnh) and double sequences (đôi thông). Beat the play on the table with the same kind and count, higher by its highest card, or pass until the trick is cleared. The first out wins; the last one left pays. A 2 can be chopped (chặt) by four of a kind or a double sequence of three pairs.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;ティエンレン（Tiến lên）&lt;/h2&gt;&lt;p&gt;各自13枚。3が最も弱く、Aの上に2（heo）が最強。スートは弱い順に ♠ ♣ ♦ ♥。シングル、ペア、スリーカード、フォーカード、3枚以上の階段（sảnh）、連続ペア（đôi thông）を出します。場の札と同じ種類・同じ枚数で、最も強い札がより強いものを出すか、場が流れるまでパスします。最初に上がった人が勝ち、最後に残った人が支払います。2はフォーカードか3組の連続ペアで切れます（chặt）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="307"/>
        <source>Chops (chặt)</source>
        <translation>切り（chặt）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="308"/>
        <source>Which bombs chop: the seed&apos;s list (a four or three pairs in sequence a single 2, four pairs a pair of 2s, five pairs three 2s), or the southern order (a bomb chops every weaker bomb)</source>
        <translation>どの爆弾で切れるか：元のルールの一覧（フォーカードか3連続ペアで2の1枚、4連続ペアで2のペア、5連続ペアで2の3枚）、または南部の順序（強い爆弾は弱い爆弾をすべて切れる）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="313"/>
        <source>the seed&apos;s list</source>
        <translation>元のルールの一覧</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="313"/>
        <source>southern order</source>
        <translation>南部の順序</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="316"/>
        <source>Follow suit</source>
        <translation>同じスートで出す</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="317"/>
        <source>The north&apos;s rule: a single beats only a single of its suit, a pair or triple only one of as many red cards, a sequence only one of the same suits</source>
        <translation>北部のルール：1枚は同じスートの1枚にだけ勝ち、ペアやスリーカードは赤の枚数が同じものにだけ、階段は同じスートの並びにだけ勝つ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="325"/>
        <source>Sequences (sảnh)</source>
        <translation>階段（sảnh）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="326"/>
        <source>The north&apos;s rule: a sequence is of one suit</source>
        <translation>北部のルール：階段は1つのスートで作る</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="327"/>
        <source>mixed suits</source>
        <translation>スート混合</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="327"/>
        <source>one suit</source>
        <translation>同じスート</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="330"/>
        <source>Going out on a 2</source>
        <translation>2で上がる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="331"/>
        <source>The north&apos;s rule: a player who goes out with a play holding a 2 is placed last</source>
        <translation>北部のルール：2を含む手で上がった人は最下位になる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="332"/>
        <source>allowed</source>
        <translation>できる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="332"/>
        <source>placed last</source>
        <translation>最下位</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="339"/>
        <source>the seed&apos;s rules</source>
        <translation>元のルール</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="340"/>
        <source>southern (miền Nam)</source>
        <translation>南部（miền Nam）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="341"/>
        <source>northern (miền Bắc)</source>
        <translation>北部（miền Bắc）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="38"/>
        <source>a 2 (heo)</source>
        <translation>2の1枚（heo）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="39"/>
        <source>a pair of 2s (đôi heo)</source>
        <translation>2のペア（đôi heo）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="40"/>
        <source>three 2s (sám heo)</source>
        <translation>2のスリーカード（sám heo）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="185"/>
        <source>{name} went out on a 2 (về bằng heo) and is placed last</source>
        <translation>{name}は2で上がったため最下位（về bằng heo）</translation>
    </message>
</context>
<context>
    <name>Vote</name>
    <message>
        <location filename="../vote_words.py" line="23"/>
        <source>No answer in time: going on with a bot, as the table does by default.</source>
        <translation>時間内に回答がありませんでした。卓の既定どおりボットで続けます。</translation>
    </message>
    <message>
        <location filename="../vote_words.py" line="25"/>
        <source>The table waits for your answer.</source>
        <translation>卓はあなたの回答を待っています。</translation>
    </message>
    <message>
        <location filename="../vote_words.py" line="27"/>
        <source>Waiting for the votes of {names}.</source>
        <translation>{names} の投票を待っています。</translation>
    </message>
    <message>
        <location filename="../vote_words.py" line="29"/>
        <source>No vote came from {names}: a bot takes their seat too; they may take it back.</source>
        <translation>{names} から投票が届きませんでした。その席もボットが代わります。あとで席に戻れます。</translation>
    </message>
    <message>
        <location filename="../vote_words.py" line="32"/>
        <source>The next table did not come about: trying again without {names}.</source>
        <translation>次の卓を用意できませんでした。{names} を除いてもう一度試します。</translation>
    </message>
    <message>
        <location filename="../vote_words.py" line="34"/>
        <source>The next table did not come about: trying again.</source>
        <translation>次の卓を用意できませんでした。もう一度試します。</translation>
    </message>
    <message>
        <location filename="../vote_words.py" line="36"/>
        <source>The players did not agree on a next table in time: the session ends.</source>
        <translation>時間内に次の卓が決まりませんでした。セッションを終わります。</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../lobby_page.py" line="434"/>
        <location filename="../main_window.py" line="83"/>
        <location filename="../main_window.py" line="419"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="183"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="187"/>
        <source>Play now</source>
        <translation>今すぐ遊ぶ</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="195"/>
        <source>Host a table…</source>
        <translation>卓をホストする…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="196"/>
        <source>Set up a table for players on your network</source>
        <translation>ネットワークのプレイヤー向けに卓を用意します</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="202"/>
        <source>Join a table…</source>
        <translation>卓に参加する…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="203"/>
        <source>Take a seat at a table on your network</source>
        <translation>ネットワーク上の卓に座ります</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="209"/>
        <source>House rules…</source>
        <translation>ハウスルール…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="210"/>
        <source>Choose the rules for the tables you start</source>
        <translation>あなたが始める卓のルールを選びます</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="217"/>
        <source>Open a hand history…</source>
        <translation>局の記録を開く…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="218"/>
        <source>Check a saved hand and replay it</source>
        <translation>保存した局を検証して再生します</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="225"/>
        <source>Leave the table</source>
        <translation>卓を離れる</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="226"/>
        <source>Stop playing and go back to the lobby</source>
        <translation>遊ぶのをやめてロビーに戻る</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="234"/>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="235"/>
        <source>Close tusac-lan</source>
        <translation>tusac-lan を閉じる</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="240"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="241"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="243"/>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="249"/>
        <source>Show the game in this language</source>
        <translation>この言語で表示します</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="258"/>
        <source>Full screen</source>
        <translation>全画面</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="259"/>
        <source>Use the whole screen</source>
        <translation>画面全体を使います</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="265"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="269"/>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="270"/>
        <source>The rules of the chosen game in short</source>
        <translation>選んだゲームのルールの要約</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="277"/>
        <source>Legend</source>
        <translation>凡例</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="278"/>
        <source>What the marks, letters and colours on the cards mean</source>
        <translation>カードの印・文字・色の意味</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="285"/>
        <source>About tusac-lan</source>
        <translation>tusac-lan について</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="286"/>
        <source>Versions and the font licence</source>
        <translation>バージョンとフォントのライセンス</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="295"/>
        <source>Leave the table first</source>
        <translation>まず卓を離れてください</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="300"/>
        <source>The rules of a table cannot change while it plays</source>
        <translation>遊んでいる卓のルールは変えられません</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="302"/>
        <source>You are not at a table</source>
        <translation>卓に着いていません</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="324"/>
        <source>{game} — tusac-lan</source>
        <translation>{game} — tusac-lan</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="374"/>
        <source>Identity</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="375"/>
        <source>Journals</source>
        <translation>卓の記録</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="376"/>
        <source>Histories</source>
        <translation>対局の記録</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="377"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="394"/>
        <location filename="../main_window.py" line="398"/>
        <source>The new language is used when you leave the table.</source>
        <translation>新しい言語は卓を離れたときに使われます。</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="606"/>
        <location filename="../score_sheet.py" line="45"/>
        <source>{seat} ({level} bot)</source>
        <translation>{seat}（{level}ボット）</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="710"/>
        <source>{name} (host) — {seat} — ready</source>
        <translation>{name}（ホスト）— {seat} — 準備完了</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="714"/>
        <source>{seat}: waiting for a player</source>
        <translation>{seat}: プレイヤーを待っています</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="716"/>
        <source>{seat}: {level} bot</source>
        <translation>{seat}: {level}ボット</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="719"/>
        <source>Hosting “{name}” on {address}; players still to come: {count}</source>
        <translation>「{name}」を {address} でホスト中。あと {count} 人を待っています</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="744"/>
        <source>Hosting on {address} — table code {code}: players need the address and the code to join</source>
        <translation>{address} でホスト中 — 卓のコード {code}: 参加にはアドレスとこのコードが必要です</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="748"/>
        <source>Hosting on {address} — players can join this address</source>
        <translation>{address} でホスト中 — このアドレスで参加できます</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="755"/>
        <source>Type the host&apos;s address, like 192.168.1.20:7777</source>
        <translation>ホストのアドレスを入力してください（例 192.168.1.20:7777）</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="958"/>
        <location filename="../session.py" line="293"/>
        <source>Session over</source>
        <translation>セッション終了</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="584"/>
        <location filename="../main_window.py" line="761"/>
        <source>Joining {address}…</source>
        <translation>{address} に参加中…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="777"/>
        <source>Seated at the table at {address}: it starts when the host starts it</source>
        <translation>{address} の卓に着席しました。ホストが始めると卓が始まります</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="788"/>
        <location filename="../main_window.py" line="798"/>
        <source>Going back to the table at {address}…</source>
        <translation>{address} の卓に戻っています…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="844"/>
        <source>Open a hand history</source>
        <translation>局の記録を開く</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="846"/>
        <source>Hand histories (*.tusac)</source>
        <translation>局の記録 (*.tusac)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="929"/>
        <source>You closed the table you were hosting.</source>
        <translation>開いていた卓を閉じました。</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="931"/>
        <source>You stopped joining the table.</source>
        <translation>卓への参加をやめました。</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="950"/>
        <source>Could not take a seat: {reason}</source>
        <translation>席に着けませんでした: {reason}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="952"/>
        <source>The table you host has closed: {reason}</source>
        <translation>ホストしている卓が閉じました: {reason}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="954"/>
        <location filename="../main_window.py" line="960"/>
        <source>The table has closed: {reason}</source>
        <translation>卓が閉じました: {reason}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="914"/>
        <source>Starting the table: bots take the free seats…</source>
        <translation>卓を始めています：空いている席にボットが座ります…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="582"/>
        <location filename="../main_window.py" line="758"/>
        <source>Waiting for the host to open the table at {address} again…</source>
        <translation>ホストが {address} の卓をもう一度開くのを待っています…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="681"/>
        <location filename="../main_window.py" line="972"/>
        <source>The session is over. Host or join a table to play again.</source>
        <translation>セッションは終わりました。もう一度遊ぶには卓を開くか、卓に参加してください。</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="683"/>
        <location filename="../main_window.py" line="974"/>
        <source>You left the table.</source>
        <translation>卓を離れました。</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="24"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="25"/>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="26"/>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="27"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="17"/>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="18"/>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="19"/>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="20"/>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="26"/>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="45"/>
        <source>general</source>
        <translation>大将</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="27"/>
        <source>advisor</source>
        <translation>中尉</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="28"/>
        <source>elephant</source>
        <translation>象</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="29"/>
        <source>chariot</source>
        <translation>戦車</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="30"/>
        <source>cannon</source>
        <translation>大砲</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="31"/>
        <source>horse</source>
        <translation>戦馬</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="32"/>
        <source>soldier</source>
        <translation>兵士</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="39"/>
        <source>{colour} {rank} ({code})</source>
        <translation>{colour}の{rank} ({code})</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="39"/>
        <source>four of a kind</source>
        <translation>カン</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="39"/>
        <source>four of a kind from the deal</source>
        <translation>暗カン</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="41"/>
        <source>three of a kind</source>
        <translation>ポン</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="42"/>
        <source>pair</source>
        <translation>ペア</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="37"/>
        <source>A-B-C run</source>
        <translation>A-B-C のチー</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="37"/>
        <source>X-Y-Z run</source>
        <translation>X-Y-Z のチー</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="43"/>
        <source>three soldiers</source>
        <translation>兵士 3 枚</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="44"/>
        <source>four soldiers</source>
        <translation>兵士 4 枚</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="58"/>
        <source>Three soldiers</source>
        <translation>兵士 3 枚</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="60"/>
        <source>Win!</source>
        <translation>上がり!</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="61"/>
        <source>Four of a kind</source>
        <translation>カン</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="62"/>
        <source>Three of a kind</source>
        <translation>ポン</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="63"/>
        <source>Lay on my three</source>
        <translation>ポンに重ねる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="64"/>
        <source>Run</source>
        <translation>チー</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="65"/>
        <source>Four soldiers</source>
        <translation>兵士 4 枚</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="66"/>
        <source>Pair</source>
        <translation>ペア</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="67"/>
        <source>Take the general</source>
        <translation>大将を取る</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="75"/>
        <source>Take the shown card and end the hand: no trash is left</source>
        <translation>見せたカードを取って上がります: ゴミがなくなります</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="76"/>
        <source>Take the shown card onto three identical cards from your hand (kong)</source>
        <translation>見せたカードを手札の同じカード 3 枚に加えます（カン）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="77"/>
        <source>Take the shown card onto a pair from your hand (pong)</source>
        <translation>見せたカードを手札のペアに加えます（ポン）</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="78"/>
        <source>Lay the card you drew on your exposed three of a kind</source>
        <translation>引いたカードを表にしたポンに重ねます</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="79"/>
        <source>Take the shown card into a run: A-B-C or X-Y-Z of one colour, or soldiers of three colours (chow)</source>
        <translation>見せたカードでチーを作ります: 同じ色の A-B-C か X-Y-Z、または 3 色の兵士</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="82"/>
        <source>Take the shown soldier into four soldiers of four colours</source>
        <translation>見せた兵士で 4 色の兵士 4 枚を作ります</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="83"/>
        <source>Take the shown card onto its twin from your hand</source>
        <translation>見せたカードを手札の同じカードと組みます</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="84"/>
        <source>A general you drew must be taken: alone, or with its advisor and elephant</source>
        <translation>引いた大将は取らなければなりません: 1 枚だけ、または中尉と象と一緒に</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="94"/>
        <source>Deal</source>
        <translation>配り</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="96"/>
        <source>{who} discards {cards}</source>
        <translation>{who}が {cards} を捨てる</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="98"/>
        <source>{who} draws {cards}</source>
        <translation>{who}が {cards} を引く</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="100"/>
        <source>{who} passes</source>
        <translation>{who}はパス</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="102"/>
        <source>{who}: {claim} {cards}</source>
        <translation>{who}: {claim} {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="118"/>
        <source>beginner</source>
        <translation>初心者</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="119"/>
        <source>good</source>
        <translation>中級</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="120"/>
        <source>expert</source>
        <translation>上級</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="112"/>
        <source>player</source>
        <translation>プレイヤー</translation>
    </message>
</context>
</TS>

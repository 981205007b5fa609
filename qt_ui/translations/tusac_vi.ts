<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>CardGame</name>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="276"/>
        <source>Sort by suit</source>
        <translation>Xếp theo chất</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="279"/>
        <source>Four suit colours</source>
        <translation>Bốn màu cho bốn chất</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="398"/>
        <source>{count} cards</source>
        <translation>{count} lá</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="398"/>
        <source>1 card</source>
        <translation>1 lá</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="401"/>
        <source>out, place {place}</source>
        <translation>đã về, thứ {place}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="403"/>
        <source>passed</source>
        <translation>bỏ lượt</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="415"/>
        <source>To beat: {name}</source>
        <translation>Cần chặn: {name}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="418"/>
        <source>The table is clear</source>
        <translation>Bàn trống</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="507"/>
        <source>Play</source>
        <translation>Đánh</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="510"/>
        <source>Hint</source>
        <translation>Gợi ý</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="512"/>
        <source>Select a good play (or say the move to make); cards that make no play now fade</source>
        <translation>Chọn sẵn một nước đánh tốt (hoặc nói nên làm gì); những lá không đánh được lúc này sẽ mờ đi</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="536"/>
        <source>Your turn: select cards and play them, or {move}.</source>
        <translation>Đến lượt bạn: chọn bài rồi đánh, hoặc {move}.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="539"/>
        <source>Your turn: select cards and play them.</source>
        <translation>Đến lượt bạn: chọn bài rồi đánh.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="581"/>
        <source>Hint: play the selected cards.</source>
        <translation>Gợi ý: đánh các lá đã chọn.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="585"/>
        <source>Hint: {move}.</source>
        <translation>Gợi ý: {move}.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="532"/>
        <source>Your turn: {move}.</source>
        <translation>Đến lượt bạn: {move}.</translation>
    </message>
</context>
<context>
    <name>CarryOn</name>
    <message>
        <location filename="../carry_on.py" line="55"/>
        <source>{names} left the table. Go on with a bot in their seat, or end the session?</source>
        <translation>{names} đã rời bàn. Chơi tiếp với máy thay vào chỗ của họ, hay kết thúc buổi chơi?</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="57"/>
        <source>{names} did not come back. Go on with a bot in their seat, or end the session?</source>
        <translation>{names} không quay lại. Chơi tiếp với máy thay vào chỗ của họ, hay kết thúc buổi chơi?</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="64"/>
        <source>Me ({name}, {seat})</source>
        <translation>Tôi ({name}, {seat})</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="65"/>
        <source>{name} ({seat})</source>
        <translation>{name} ({seat})</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="80"/>
        <source>A player left the table</source>
        <translation>Một người chơi đã rời bàn</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="82"/>
        <source>A player did not come back</source>
        <translation>Một người chơi không quay lại</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="93"/>
        <source>Whose computer runs the bot:</source>
        <translation>Máy tính của ai chạy máy chơi thay:</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="96"/>
        <source>That computer sees the bots&apos; cards, never the other players&apos; cards: pick someone you trust.</source>
        <translation>Máy tính đó thấy bài của các máy chơi thay, không bao giờ thấy bài của người chơi khác: hãy chọn người bạn tin.</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="103"/>
        <source>Go on with a bot</source>
        <translation>Chơi tiếp với máy</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="105"/>
        <source>End the session</source>
        <translation>Kết thúc buổi chơi</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="139"/>
        <source>{seconds} s left to answer. No answer goes on with a bot.</source>
        <translation>Còn {seconds} giây để trả lời. Không trả lời thì bàn chơi tiếp với máy.</translation>
    </message>
    <message>
        <location filename="../carry_on.py" line="132"/>
        <source>The table waits for your answer.</source>
        <translation>Bàn chờ câu trả lời của bạn.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="35"/>
        <source>discard {cards}</source>
        <translation>bỏ {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="37"/>
        <source>pass</source>
        <translation>bỏ qua</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="41"/>
        <source>{claim} with {cards}</source>
        <translation>{claim} với {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="47"/>
        <source>it wins {points} points</source>
        <translation>tới được {points} điểm</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="48"/>
        <source>it is the only move</source>
        <translation>chỉ còn nước này</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="50"/>
        <source>keeps 1 way to win ({n} such cards unseen)</source>
        <translation>giữ 1 cách tới (còn {n} lá như thế chưa lộ)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="52"/>
        <source>keeps {kinds} ways to win ({n} such cards unseen)</source>
        <translation>giữ {kinds} cách tới (còn {n} lá như thế chưa lộ)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="54"/>
        <source>every other copy is already seen: nobody can take it</source>
        <translation>mọi lá giống nó đều đã lộ: không ai ăn được</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="55"/>
        <source>leaves the least trash ({trash})</source>
        <translation>để lại ít rác nhất ({trash})</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="56"/>
        <source>cuts your trash from {before} to {after}</source>
        <translation>bớt rác từ {before} xuống {after}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="57"/>
        <source>makes a set worth {points} points</source>
        <translation>thành bộ được {points} điểm</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="58"/>
        <source>your hand is better without a claim</source>
        <translation>không ăn thì bài tốt hơn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="59"/>
        <source>the best payment when the hand is played out many times</source>
        <translation>được nhiều nhất khi chơi thử ván này nhiều lần</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="67"/>
        <source>Trash in your hand: {trash}</source>
        <translation>Rác trên tay: {trash}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="70"/>
        <source>{card} ({unseen} unseen, {points} points)</source>
        <translation>{card} ({unseen} lá chưa lộ, {points} điểm)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="75"/>
        <source>One card from a win: you wait for {cards}</source>
        <translation>Còn một lá là tới: chờ {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="79"/>
        <source>Suggestion: {action}: {reason}</source>
        <translation>Gợi ý: {action}: {reason}</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="329"/>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="88"/>
        <source>Show the coach</source>
        <translation>Hiện hướng dẫn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="91"/>
        <source>Your trash, the cards you wait for and the expert&apos;s suggestion (from what you see only)</source>
        <translation>Rác của bạn, các lá bạn chờ và gợi ý của máy cao thủ (chỉ từ những gì bạn thấy)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="131"/>
        <source>Coach</source>
        <translation>Hướng dẫn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/coach_panel.py" line="182"/>
        <source>Thinking…</source>
        <translation>Đang suy nghĩ…</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="329"/>
        <source>Hide the coach</source>
        <translation>Ẩn hướng dẫn</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../file_dialog.py" line="19"/>
        <source>Look in:</source>
        <translation>Tìm trong:</translation>
    </message>
    <message>
        <location filename="../file_dialog.py" line="20"/>
        <source>File name:</source>
        <translation>Tên tệp:</translation>
    </message>
    <message>
        <location filename="../file_dialog.py" line="21"/>
        <source>Files of type:</source>
        <translation>Loại tệp:</translation>
    </message>
    <message>
        <location filename="../file_dialog.py" line="22"/>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <location filename="../file_dialog.py" line="23"/>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../help_pages.py" line="42"/>
        <source>How to play Tứ Sắc</source>
        <translation>Cách chơi Tứ Sắc</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="45"/>
        <source>How to play {game}</source>
        <translation>Cách chơi {game}</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="74"/>
        <source>Legend</source>
        <translation>Chú giải</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="77"/>
        <source>Colours and their marks</source>
        <translation>Các màu và dấu của chúng</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="80"/>
        <source>triangle</source>
        <translation>tam giác</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="81"/>
        <source>diamond</source>
        <translation>hình thoi</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="82"/>
        <source>ring</source>
        <translation>vòng tròn</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="83"/>
        <source>square</source>
        <translation>hình vuông</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="87"/>
        <source>{colour}: mark {mark} in the lower left corner</source>
        <translation>{colour}: dấu {mark} ở góc dưới bên trái</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="78"/>
        <source>The letters in the corner</source>
        <translation>Chữ cái ở góc lá bài</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="95"/>
        <source>&lt;b&gt;GS RS WS YS&lt;/b&gt; — soldier, with its colour&apos;s letter</source>
        <translation>&lt;b&gt;GS RS WS YS&lt;/b&gt; — chốt, kèm chữ cái của màu</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="98"/>
        <source>A red dot in the lower right corner: trash, a card in no set of your hand</source>
        <translation>Chấm đỏ ở góc dưới bên phải: rác, lá không thuộc bộ nào trong bài của bạn</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="102"/>
        <source>A raised card with a blue edge is the one you chose; darker cards cannot be discarded now. Runs are laid out in A-B-C and X-Y-Z order. The seat whose name is on yellow is to play.</source>
        <translation>Lá nhô lên có viền xanh dương là lá bạn đã chọn; lá tối hơn thì lúc này không đánh được. Bộ tướng sĩ tượng và xe pháo mã được xếp theo thứ tự A-B-C và X-Y-Z. Người có tên trên nền vàng là người đang đi.</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="123"/>
        <source>&lt;h3&gt;tusac-lan {version}&lt;/h3&gt;&lt;p&gt;Tứ Sắc (Four Colours) for friends on a local network, with a deal nobody can stack.&lt;/p&gt;&lt;p&gt;Python {python} · Qt {qt} · PySide6 {pyside}&lt;/p&gt;&lt;p&gt;The card characters use a subset of Noto Serif CJK TC, © Adobe, under the SIL Open Font License 1.1 ({licence}).&lt;/p&gt;&lt;p&gt;Languages: {languages}&lt;/p&gt;</source>
        <translation>&lt;h3&gt;tusac-lan {version}&lt;/h3&gt;&lt;p&gt;Tứ Sắc chơi với bạn bè trong mạng nội bộ, chia bài mà không ai gian lận được.&lt;/p&gt;&lt;p&gt;Python {python} · Qt {qt} · PySide6 {pyside}&lt;/p&gt;&lt;p&gt;Chữ trên lá bài dùng một phần của phông Noto Serif CJK TC, © Adobe, theo giấy phép SIL Open Font License 1.1 ({licence}).&lt;/p&gt;&lt;p&gt;Ngôn ngữ: {languages}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="146"/>
        <source>Your files:</source>
        <translation>Tệp của bạn:</translation>
    </message>
    <message>
        <location filename="../help_pages.py" line="151"/>
        <source>About tusac-lan</source>
        <translation>Giới thiệu tusac-lan</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../game_history.py" line="49"/>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="27"/>
        <source>The deal: {who} starts</source>
        <translation>Chia bài: {who} đi trước</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="29"/>
        <source>{who} draws {card}</source>
        <translation>{who} bốc {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="31"/>
        <source>{who} discards {card}</source>
        <translation>{who} đánh {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="34"/>
        <source>{who} takes {card}: {set}</source>
        <translation>{who} ăn {card}: {set}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="36"/>
        <source>{who} wins on {card}</source>
        <translation>{who} tới lá {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="38"/>
        <source>Nobody takes {card}</source>
        <translation>Không ai ăn {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="41"/>
        <source>({others} also claimed it)</source>
        <translation>({others} cũng đòi ăn lá này)</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="122"/>
        <source>Does not verify: {reason}</source>
        <translation>Không kiểm chứng được: {reason}</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="139"/>
        <source>Verified; the hand was stopped: {reason}</source>
        <translation>Đã kiểm chứng; ván bị dừng: {reason}</translation>
    </message>
    <message>
        <location filename="../game_history.py" line="64"/>
        <location filename="../history_page.py" line="152"/>
        <source>Result: {outcome}</source>
        <translation>Kết quả: {outcome}</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="172"/>
        <source>Verified: signatures, deal, reveals and every move check out</source>
        <translation>Đã kiểm chứng: chữ ký, việc chia bài, các lá mở và mọi nước đi đều đúng</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="174"/>
        <source>Verified: {reason}</source>
        <translation>Đã kiểm chứng: {reason}</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="175"/>
        <source>Verified, and the audit found: {reason}</source>
        <translation>Đã kiểm chứng, và việc kiểm tra phát hiện: {reason}</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="246"/>
        <source>The first {count} hands of this evening are not in this folder (the table before is missing): the scores carried from them are the players&apos; word.</source>
        <translation>{count} ván đầu của buổi chơi này không có trong thư mục này (thiếu bàn trước): điểm mang sang từ các ván đó chỉ là lời của người chơi.</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="259"/>
        <source>Session does not verify: {reason}</source>
        <translation>Buổi chơi không kiểm chứng được: {reason}</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="267"/>
        <source>Table {number} of {count}: {problem}</source>
        <translation>Bàn {number}/{count}: {problem}</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="280"/>
        <source>Session verified: every hand checks out, in order, signed by the players</source>
        <translation>Buổi chơi đã kiểm chứng: mọi ván đều đúng, đúng thứ tự, có chữ ký của người chơi</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="334"/>
        <source>The deal</source>
        <translation>Lúc chia bài</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="335"/>
        <source>One move back</source>
        <translation>Lùi một nước</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="336"/>
        <source>One move on</source>
        <translation>Tới một nước</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="337"/>
        <source>The outcome</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="355"/>
        <source>Back to the session</source>
        <translation>Về bảng điểm buổi chơi</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="356"/>
        <source>The score sheet of the session this hand belongs to</source>
        <translation>Bảng điểm của buổi chơi có ván này</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="480"/>
        <location filename="../history_page.py" line="481"/>
        <source>This is the outcome</source>
        <translation>Đây là kết quả</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="360"/>
        <source>Back to the lobby</source>
        <translation>Về phòng chờ</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="118"/>
        <source>hand {number}: {reason}</source>
        <translation>ván {number}: {reason}</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="163"/>
        <source>This file does not verify: there is nothing to show</source>
        <translation>Tệp này không kiểm chứng được: không có gì để xem</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="165"/>
        <source>The result stands, but not every seed was opened: the cards cannot be shown</source>
        <translation>Kết quả vẫn giữ nguyên, nhưng không phải mọi bí mật đều được mở: không thể hiện các lá bài</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="166"/>
        <source>The hand was stopped before every card was opened: there are no moves to show</source>
        <translation>Ván bị dừng trước khi mọi lá bài được mở: không có nước đi nào để xem</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="375"/>
        <location filename="../history_page.py" line="381"/>
        <source>Double-click a hand to open it</source>
        <translation>Nhấp đúp vào một ván để mở</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="382"/>
        <source>Open the hand</source>
        <translation>Mở ván</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="383"/>
        <source>Check the chosen hand and step through it</source>
        <translation>Kiểm chứng ván đã chọn và xem lại từng bước</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="414"/>
        <source>Checking {path}…</source>
        <translation>Đang kiểm tra {path}…</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="478"/>
        <location filename="../history_page.py" line="479"/>
        <source>This is the deal</source>
        <translation>Đây là lúc chia bài</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="161"/>
        <source>No hand is open</source>
        <translation>Chưa mở ván nào</translation>
    </message>
    <message>
        <location filename="../history_page.py" line="523"/>
        <source>move {number}: {move}</source>
        <translation>nước {number}: {move}</translation>
    </message>
</context>
<context>
    <name>HistoryList</name>
    <message>
        <location filename="../history_list.py" line="132"/>
        <source>{played}; does not verify</source>
        <translation>{played}; không xác minh được</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="134"/>
        <source>{played}; all even</source>
        <translation>{played}; mọi người hòa</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="137"/>
        <source>{played}; {name} won, {total}</source>
        <translation>{played}; {name} thắng, {total}</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="140"/>
        <source>{played}; {names} tied first, {total}</source>
        <translation>{played}; {names} cùng nhất, {total}</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="146"/>
        <source>1 hand</source>
        <translation>1 ván</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="146"/>
        <source>%n hands</source>
        <translation>%n ván</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="148"/>
        <source>{played}, {void} without a result</source>
        <translation>{played}, {void} ván không có kết quả</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="150"/>
        <source>{played} at {tables} tables</source>
        <translation>{played} ở {tables} bàn</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="152"/>
        <source>{played}; the hands before are not in this folder</source>
        <translation>{played}; các ván trước không có trong thư mục này</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="161"/>
        <source>Open a saved session</source>
        <translation>Mở một buổi chơi đã lưu</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="174"/>
        <source>Date</source>
        <translation>Ngày</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="175"/>
        <source>Game</source>
        <translation>Trò chơi</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="176"/>
        <source>Players</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="177"/>
        <source>Result</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="197"/>
        <source>No saved session yet: play a table and it is kept here.</source>
        <translation>Chưa có buổi chơi nào được lưu: chơi một bàn và nó sẽ được giữ ở đây.</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="203"/>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="205"/>
        <source>Another file…</source>
        <translation>Tệp khác…</translation>
    </message>
    <message>
        <location filename="../history_list.py" line="207"/>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
</context>
<context>
    <name>Kuaho</name>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="39"/>
        <source>a hidden card</source>
        <translation>một lá úp</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="61"/>
        <source>face down</source>
        <translation>úp</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="138"/>
        <source>dealer</source>
        <translation>nhà cái</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="139"/>
        <source>partner: {name}</source>
        <translation>cùng phe: {name}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="140"/>
        <source>{count} cards</source>
        <translation>{count} lá</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="142"/>
        <source>puro</source>
        <translation>puro (chờ)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="144"/>
        <source>broke its puro</source>
        <translation>đã bỏ puro</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="159"/>
        <source>puro token</source>
        <translation>dấu puro</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="161"/>
        <source>Sowee</source>
        <translation>Lá sowee</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="163"/>
        <source>Stock: {count}</source>
        <translation>Nọc: {count}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="166"/>
        <source>Drawn</source>
        <translation>Vừa rút</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="169"/>
        <source>To take</source>
        <translation>Có thể ăn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="172"/>
        <source>Discards:</source>
        <translation>Bài đã đánh:</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="193"/>
        <source>Draw from the stock</source>
        <translation>Rút từ nọc</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="195"/>
        <source>Take the discard</source>
        <translation>Ăn lá vừa đánh</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="197"/>
        <source>Win!</source>
        <translation>Tới!</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="199"/>
        <source>Let it go</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="201"/>
        <source>Leave the last discard</source>
        <translation>Bỏ lá đánh cuối</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="202"/>
        <source>Discard nothing</source>
        <translation>Không đánh lá nào</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="215"/>
        <source>Discard</source>
        <translation>Đánh</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="218"/>
        <source>Discard and declare puro</source>
        <translation>Đánh và báo puro</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="220"/>
        <source>Lay a secret</source>
        <translation>Úp một bộ bí mật</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="222"/>
        <source>Hint</source>
        <translation>Gợi ý</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="236"/>
        <source>Your turn: draw from the stock or take the discard.</source>
        <translation>Đến lượt bạn: rút từ nọc hoặc ăn lá vừa đánh.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="238"/>
        <source>A card was drawn face up: win on it, or let it go.</source>
        <translation>Một lá được rút ngửa: tới bằng lá đó, hoặc bỏ qua.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="240"/>
        <source>Select a card to discard (and a general as a puro marker), or four to lay a secret.</source>
        <translation>Chọn một lá để đánh (và một lá tướng làm dấu puro), hoặc bốn lá để úp một bộ bí mật.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="285"/>
        <source>Hint: the selected cards.</source>
        <translation>Gợi ý: các lá đã chọn.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="289"/>
        <source>Hint: {move}.</source>
        <translation>Gợi ý: {move}.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="294"/>
        <source>on its own draw</source>
        <translation>bằng lá tự rút</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="295"/>
        <source>by calling time on a drawn card</source>
        <translation>bằng cách gọi &quot;time&quot; trên lá người khác rút</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="296"/>
        <source>on the previous player&apos;s discard</source>
        <translation>bằng lá người trước đánh</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="337"/>
        <source>The hand is over</source>
        <translation>Hết ván</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="342"/>
        <source>{name}&apos;s secrets: each opponent pays {chips}</source>
        <translation>Bộ bí mật của {name}: mỗi đối thủ trả {chips}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="347"/>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="420"/>
        <source>No winner: the stock ran out.</source>
        <translation>Không ai tới: hết nọc.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="350"/>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="415"/>
        <source>{name} wins {how}</source>
        <translation>{name} tới {how}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="324"/>
        <source>Hand: {cards}</source>
        <translation>Bài: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="326"/>
        <source>The winning hand in its melds:</source>
        <translation>Bài tới, từng bộ một:</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="328"/>
        <source>Secret: {cards}</source>
        <translation>Bộ bí mật: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="330"/>
        <source>Meld: {cards}</source>
        <translation>Bộ: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="356"/>
        <source>Pobis: each opponent pays {chips}</source>
        <translation>Pobis: mỗi đối thủ trả {chips}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="360"/>
        <source>Generals: {count}; each opponent pays {chips}</source>
        <translation>Tướng: {count}; mỗi đối thủ trả {chips}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="303"/>
        <source>the winning card has its go-withs</source>
        <translation>lá tới có đủ go-with</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="305"/>
        <source>the winning card lacks its go-withs</source>
        <translation>lá tới thiếu go-with</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="307"/>
        <source>the sowee&apos;s twin is held with its go-withs</source>
        <translation>có lá giống lá sowee cùng go-with của nó</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="309"/>
        <source>no sowee twin with its go-withs</source>
        <translation>không có lá giống lá sowee cùng go-with</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="310"/>
        <source>Go-with: {bownit}; {sowee}</source>
        <translation>Go-with: {bownit}; {sowee}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="312"/>
        <source>(with the turned cards&apos; help)</source>
        <translation>(nhờ các lá lật từ nọc)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="366"/>
        <source>Each general: {worth}</source>
        <translation>Mỗi tướng: {worth}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="368"/>
        <source>Payments in chips: {paid}</source>
        <translation>Thanh toán (phỉnh): {paid}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="378"/>
        <source>The sowee is {card}</source>
        <translation>Lá sowee là {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="332"/>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="381"/>
        <source>Turned from the stock: {cards}</source>
        <translation>Lật từ nọc: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="389"/>
        <source>{name} draws {card}, shown to all</source>
        <translation>{name} rút {card}, ngửa cho mọi người</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="394"/>
        <source>{name} draws from the stock</source>
        <translation>{name} rút từ nọc</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="399"/>
        <source>{name} takes the discard {card}</source>
        <translation>{name} ăn lá {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="404"/>
        <source>{name} lays a secret face down</source>
        <translation>{name} úp một bộ bí mật</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="406"/>
        <source>{name} discards {card}</source>
        <translation>{name} đánh {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="408"/>
        <source>{name} declares puro</source>
        <translation>{name} báo puro</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="410"/>
        <source>{name} withdraws its puro</source>
        <translation>{name} rút lại puro</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="412"/>
        <source>{name} claims the win</source>
        <translation>{name} báo tới</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="429"/>
        <source>Kuaho</source>
        <translation>Kuaho</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="433"/>
        <source>South</source>
        <translation>Nam</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="434"/>
        <source>East</source>
        <translation>Đông</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="435"/>
        <source>North</source>
        <translation>Bắc</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="436"/>
        <source>West</source>
        <translation>Tây</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="449"/>
        <source>&lt;h2&gt;Kuaho&lt;/h2&gt;&lt;p&gt;Four players in two partnerships (across the table), the 112 four-colour cards of Tứ Sắc, 15 cards each (16 to the dealer). After the deal one card, the sowee, is turned face up. On your turn draw from the stock or take the previous player&apos;s discard, then discard one card. Four like cards may be laid face down as a secret: each opponent pays at once. When one card from a win, discard and declare puro with a general as its marker. A puro player wins on its own draw, on a discard, or by calling time on a card another player drew face up. Payments are in chips.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Kuaho&lt;/h2&gt;&lt;p&gt;Bốn người chia hai phe (ngồi đối diện), 112 lá bài bốn màu của Tứ Sắc, mỗi người 15 lá (nhà cái 16). Sau khi chia, lật ngửa một lá: lá sowee. Đến lượt, rút từ nọc hoặc ăn lá người trước vừa đánh, rồi đánh ra một lá. Bốn lá giống nhau có thể úp xuống thành bộ bí mật: mỗi đối thủ trả ngay. Khi còn một lá là tới, đánh và báo puro với một lá tướng làm dấu. Người đang puro tới bằng lá tự rút, bằng lá đánh ra, hoặc gọi &quot;time&quot; trên lá người khác rút ngửa. Thanh toán bằng phỉnh.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="465"/>
        <source>Secret pays</source>
        <translation>Bộ bí mật trả</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="466"/>
        <source>What each opponent pays at once for a secret laid</source>
        <translation>Số mỗi đối thủ trả ngay cho một bộ bí mật</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="470"/>
        <source>Pobis pays</source>
        <translation>Pobis trả</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="471"/>
        <source>What each opponent pays for a pobis hand</source>
        <translation>Số mỗi đối thủ trả cho bài pobis</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="475"/>
        <source>Win without go-withs</source>
        <translation>Tới không có go-with</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="476"/>
        <source>A win meeting neither go-with condition: base + 2 a general, or the base alone</source>
        <translation>Tới mà không đủ điều kiện go-with nào: gốc + 2 mỗi tướng, hoặc chỉ tính gốc</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="477"/>
        <source>plus two</source>
        <translation>cộng hai</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="477"/>
        <source>base only</source>
        <translation>chỉ gốc</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="480"/>
        <source>End cards</source>
        <translation>Lá lật cuối</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="481"/>
        <source>Stock cards turned after a win to find missing go-withs</source>
        <translation>Số lá nọc lật sau khi tới để tìm go-with còn thiếu</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="485"/>
        <source>Win without puro</source>
        <translation>Tới không cần puro</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="486"/>
        <source>Never, or on one&apos;s own draw or the left neighbour&apos;s discard</source>
        <translation>Không bao giờ, hoặc bằng lá tự rút hay lá người bên trái đánh</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="487"/>
        <source>never</source>
        <translation>không bao giờ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/kuaho/client.py" line="487"/>
        <source>allowed</source>
        <translation>được phép</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../lobby_page.py" line="54"/>
        <source>no identity: {reason}</source>
        <translation>chưa có danh tính: {reason}</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="97"/>
        <source>The name the other players see</source>
        <translation>Tên mà người chơi khác nhìn thấy</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="102"/>
        <source>Your key&apos;s fingerprint: friends can check it to know the player is really you</source>
        <translation>Dấu vân tay khóa của bạn: bạn bè có thể so để biết đúng là bạn</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="106"/>
        <source>House rules…</source>
        <translation>Luật nhà…</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="107"/>
        <source>Choose the rules for Play now and for a table you host</source>
        <translation>Chọn luật cho Chơi ngay và cho bàn bạn mở</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="112"/>
        <source>Play now</source>
        <translation>Chơi ngay</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="129"/>
        <location filename="../lobby_page.py" line="609"/>
        <source>The bot that plays {seat}</source>
        <translation>Máy chơi ghế {seat}</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="136"/>
        <source>How many hands the session lasts</source>
        <translation>Số ván của buổi chơi</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="141"/>
        <source>The game to play</source>
        <translation>Trò chơi</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="142"/>
        <location filename="../lobby_page.py" line="150"/>
        <source>Game</source>
        <translation>Trò chơi</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="146"/>
        <source>How many seats the table has (you and the bots)</source>
        <translation>Bàn có mấy chỗ (bạn và các máy)</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="148"/>
        <location filename="../lobby_page.py" line="606"/>
        <source>The level of all the bots</source>
        <translation>Trình độ của tất cả các máy</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="153"/>
        <location filename="../lobby_page.py" line="605"/>
        <source>Seats</source>
        <translation>Số chỗ</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="175"/>
        <location filename="../lobby_page.py" line="594"/>
        <source>Hands</source>
        <translation>Số ván</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="179"/>
        <source>Host a table</source>
        <translation>Mở bàn</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="180"/>
        <location filename="../lobby_page.py" line="435"/>
        <source>{name}&apos;s table</source>
        <translation>Bàn của {name}</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="185"/>
        <source>Where this computer listens; 0.0.0.0:7777 lets everyone on your network join</source>
        <translation>Địa chỉ máy này chờ kết nối; 0.0.0.0:7777 cho mọi người trong mạng vào được</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="190"/>
        <source>A player joins this seat, or a bot plays it</source>
        <translation>Người chơi vào chỗ này, hoặc máy chơi thay</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="194"/>
        <location filename="../lobby_page.py" line="595"/>
        <source>Table name</source>
        <translation>Tên bàn</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="197"/>
        <source>Address</source>
        <translation>Địa chỉ</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="200"/>
        <source>Coach allowed</source>
        <translation>Cho phép hướng dẫn</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="202"/>
        <source>A table rule every player sees before the table starts: each player may then turn on a coach that shows their trash, the cards they wait for and a suggested move, from their own cards only</source>
        <translation>Luật bàn mà mọi người chơi đều thấy trước khi bàn bắt đầu: khi đó mỗi người có thể bật phần hướng dẫn, cho xem rác, những lá đang chờ và nước đi gợi ý, chỉ từ bài của chính mình</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="209"/>
        <source>Wait for every answer</source>
        <translation>Chờ mọi câu trả lời</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="211"/>
        <source>A table rule every player sees before the table starts: when a player does not come back, the others are asked whether to go on with a bot in that seat; with this rule a player who gives no answer keeps the table waiting, without it no answer in time counts as going on with a bot</source>
        <translation>Luật bàn mà mọi người chơi đều thấy trước khi bàn bắt đầu: khi một người chơi không quay lại, những người khác được hỏi có chơi tiếp với máy ở ghế đó không; với luật này, người nào chưa trả lời thì bàn chờ người đó, không có luật này thì không trả lời kịp được tính là chơi tiếp với máy</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="219"/>
        <source>Host</source>
        <translation>Mở bàn</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="220"/>
        <source>Open this table to players on your network; you sit South</source>
        <translation>Mở bàn này cho người chơi trong mạng; bạn ngồi hướng Nam</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="225"/>
        <source>Join a table</source>
        <translation>Vào bàn</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="227"/>
        <source>Tables found on your network</source>
        <translation>Các bàn tìm thấy trong mạng của bạn</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="228"/>
        <source>Join selected</source>
        <translation>Vào bàn đã chọn</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="232"/>
        <source>table code, if the host gave you one</source>
        <translation>mã bàn, nếu chủ bàn đưa cho bạn</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="233"/>
        <source>A table on the network asks for the code its host sees</source>
        <translation>Bàn trong mạng sẽ hỏi mã mà chủ bàn nhìn thấy</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="236"/>
        <source>host:port, like 192.168.1.20:7777</source>
        <translation>máy:cổng, ví dụ 192.168.1.20:7777</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="237"/>
        <source>Join address</source>
        <translation>Vào theo địa chỉ</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="238"/>
        <source>Take a seat at the table at this address</source>
        <translation>Ngồi vào bàn ở địa chỉ này</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="243"/>
        <location filename="../lobby_page.py" line="598"/>
        <source>Tables on your network</source>
        <translation>Bàn trong mạng của bạn</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="256"/>
        <location filename="../lobby_page.py" line="269"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="259"/>
        <source>How long a shown card takes to fly to the centre (0: no animation)</source>
        <translation>Thời gian lá bài bay ra giữa bàn (0: không hiệu ứng)</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="263"/>
        <source> s</source>
        <translation> giây</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="265"/>
        <source>How long you have to take a shown card before you pass</source>
        <translation>Thời gian để ăn lá bài trước khi tự bỏ qua</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="272"/>
        <source>The least time between two moves of the others (bots above all), so you can follow</source>
        <translation>Thời gian ít nhất giữa hai nước đi của người khác (nhất là máy), để bạn kịp theo dõi</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="291"/>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="292"/>
        <source>Close the table you host, or stop joining</source>
        <translation>Đóng bàn bạn đang mở, hoặc thôi vào bàn</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="299"/>
        <source>Open a hand history…</source>
        <translation>Mở lịch sử ván…</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="300"/>
        <source>Check a saved hand and replay it with every card shown</source>
        <translation>Kiểm tra một ván đã lưu và xem lại với mọi lá bài lật ngửa</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="304"/>
        <location filename="../lobby_page.py" line="593"/>
        <source>Your name</source>
        <translation>Tên bạn</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="307"/>
        <source>Your fingerprint</source>
        <translation>Dấu vân tay của bạn</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="310"/>
        <source>House rules:</source>
        <translation>Luật nhà:</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="317"/>
        <location filename="../lobby_page.py" line="601"/>
        <source>Card animation</source>
        <translation>Hiệu ứng lá bài</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="320"/>
        <location filename="../lobby_page.py" line="602"/>
        <source>Time to take a card</source>
        <translation>Thời gian để ăn</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="288"/>
        <location filename="../lobby_page.py" line="604"/>
        <source>Seats at your table</source>
        <translation>Chỗ ngồi ở bàn của bạn</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="119"/>
        <source>Beginner bots only keep their trash low; good bots plan ahead; expert bots play many hands out in their head before each move</source>
        <translation>Máy mới chơi chỉ lo bớt rác; máy khá biết tính trước; máy cao thủ tính thử nhiều ván trong đầu trước mỗi nước</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="323"/>
        <location filename="../lobby_page.py" line="603"/>
        <source>Pace of play</source>
        <translation>Nhịp chơi</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="334"/>
        <source>A table you were playing at did not finish: you can go back to the same hand.</source>
        <translation>Một bàn bạn đang chơi chưa kết thúc: bạn có thể quay lại đúng ván đó.</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="456"/>
        <source>Start this table again as before: the others see you come back and play goes on</source>
        <translation>Mở lại bàn này như trước: những người khác thấy bạn quay lại và ván chơi tiếp</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="311"/>
        <source>Tứ Sắc</source>
        <translation>Tứ Sắc</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="541"/>
        <source>against 1 bot:</source>
        <translation>với 1 máy:</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="541"/>
        <source>against %n bots:</source>
        <translation>với %n máy:</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="546"/>
        <source>Start a table against 1 bot on this computer at once</source>
        <translation>Mở ngay một bàn với 1 máy trên máy tính này</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="547"/>
        <source>Start a table against %n bots on this computer at once</source>
        <translation>Mở ngay một bàn với %n máy trên máy tính này</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="551"/>
        <source>The level of the bot</source>
        <translation>Trình độ của máy</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="551"/>
        <source>The level of all %n bots</source>
        <translation>Trình độ của cả %n máy</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="596"/>
        <source>Address to host at</source>
        <translation>Địa chỉ mở bàn</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="599"/>
        <source>Table code</source>
        <translation>Mã bàn</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="600"/>
        <source>Address of the table to join</source>
        <translation>Địa chỉ bàn muốn vào</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="533"/>
        <source>Who plays {seat}</source>
        <translation>Ai chơi ghế {seat}</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="615"/>
        <source>Tứ Sắc table</source>
        <translation>Bàn Tứ Sắc</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="636"/>
        <source>Take a seat at the chosen table</source>
        <translation>Ngồi vào bàn đã chọn</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="638"/>
        <source>First choose a table in the list</source>
        <translation>Hãy chọn một bàn trong danh sách trước</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="641"/>
        <source>No table found on your network yet; you can type the host&apos;s address below</source>
        <translation>Chưa tìm thấy bàn nào trong mạng; bạn có thể gõ địa chỉ chủ bàn ở dưới</translation>
    </message>
    <message>
        <location filename="../rejoin_offer.py" line="54"/>
        <source>Return to the table you host at {address}</source>
        <translation>Quay lại bàn bạn mở ở {address}</translation>
    </message>
    <message>
        <location filename="../rejoin_offer.py" line="56"/>
        <source>Return to the table you host at {address} (hand {number})</source>
        <translation>Quay lại bàn bạn mở ở {address} (ván {number})</translation>
    </message>
    <message>
        <location filename="../rejoin_offer.py" line="58"/>
        <source>Return to the table at {address}</source>
        <translation>Quay lại bàn ở {address}</translation>
    </message>
    <message>
        <location filename="../rejoin_offer.py" line="60"/>
        <source>Return to the table at {address} (hand {number})</source>
        <translation>Quay lại bàn ở {address} (ván {number})</translation>
    </message>
    <message>
        <location filename="../lan.py" line="28"/>
        <source>{table} — {host} — {seats} — {address} — key {fingerprint} — {game}</source>
        <translation>{table} — {host} — {seats} — {address} — khóa {fingerprint} — {game}</translation>
    </message>
    <message>
        <location filename="../lan.py" line="31"/>
        <source>1 free seat</source>
        <translation>còn 1 chỗ trống</translation>
    </message>
    <message>
        <location filename="../lan.py" line="31"/>
        <source>%n free seats</source>
        <translation>còn %n chỗ trống</translation>
    </message>
    <message>
        <location filename="../lan.py" line="37"/>
        <source>table code needed</source>
        <translation>cần mã bàn</translation>
    </message>
    <message>
        <location filename="../lan.py" line="39"/>
        <source>its name looks like another table&apos;s here: compare the keys</source>
        <translation>tên bàn này trông giống tên một bàn khác ở đây: hãy so khóa</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="295"/>
        <source>Start now with bots</source>
        <translation>Bắt đầu ngay, máy vào chỗ trống</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="296"/>
        <source>Start your table now: bots take the seats nobody took</source>
        <translation>Bắt đầu bàn của bạn ngay: máy ngồi vào các chỗ chưa ai ngồi</translation>
    </message>
    <message>
        <location filename="../lobby_page.py" line="199"/>
        <location filename="../lobby_page.py" line="597"/>
        <source>Time for a move</source>
        <translation>Thời gian cho một nước</translation>
    </message>
    <message>
        <location filename="../move_time.py" line="20"/>
        <source>How long a player has for a move: a rule of the table, the same for every player</source>
        <translation>Mỗi người chơi có bao lâu cho một nước: luật của bàn, như nhau cho mọi người</translation>
    </message>
    <message>
        <location filename="../move_time.py" line="25"/>
        <source>{minutes} min</source>
        <translation>{minutes} phút</translation>
    </message>
    <message>
        <location filename="../move_time.py" line="27"/>
        <source>{seconds} s</source>
        <translation>{seconds} giây</translation>
    </message>
    <message>
        <location filename="../move_time.py" line="29"/>
        <source>No limit</source>
        <translation>Không giới hạn</translation>
    </message>
</context>
<context>
    <name>MaDiao</name>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="44"/>
        <source>coins</source>
        <translation>văn tiền</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="45"/>
        <source>strings</source>
        <translation>sách tử</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="46"/>
        <source>myriads</source>
        <translation>vạn quán</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="47"/>
        <source>tens of myriads</source>
        <translation>thập vạn quán</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="55"/>
        <source>half cash</source>
        <translation>nửa văn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="56"/>
        <source>zero cash</source>
        <translation>không văn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="57"/>
        <source>hundred myriads</source>
        <translation>trăm vạn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="58"/>
        <source>thousand myriads</source>
        <translation>nghìn vạn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="59"/>
        <source>myriad myriads</source>
        <translation>vạn vạn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="67"/>
        <source>{n} cash</source>
        <translation>{n} văn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="68"/>
        <source>{n} strings</source>
        <translation>{n} sách</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="69"/>
        <location filename="../../tusac_lan/games/madiao/client.py" line="70"/>
        <source>{n} myriads</source>
        <translation>{n} vạn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="65"/>
        <source>1 string</source>
        <translation>1 sách</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="65"/>
        <source>1 myriad</source>
        <translation>1 vạn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="76"/>
        <source>a hidden card</source>
        <translation>một lá úp</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="203"/>
        <source>played face down</source>
        <translation>đánh úp</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="218"/>
        <source>plays the hand</source>
        <translation>chơi ván này</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="219"/>
        <source>declares 異賞</source>
        <translation>báo 異賞</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="220"/>
        <source>declares 免門</source>
        <translation>báo 免門</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="269"/>
        <source>dealer (莊)</source>
        <translation>nhà cái (莊)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="270"/>
        <source>{count} cards</source>
        <translation>{count} lá</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="271"/>
        <source>tricks won: {count}</source>
        <translation>ăn {count} nước</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="284"/>
        <source>面張</source>
        <translation>面張 (lá ngửa)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="288"/>
        <source>仮達</source>
        <translation>仮達 (lá lật)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="294"/>
        <source>Trick {number}</source>
        <translation>Nước {number}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="298"/>
        <source>Trick {number} won by {name}</source>
        <translation>Nước {number}: {name} ăn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="352"/>
        <source>Play the hand</source>
        <translation>Chơi ván này</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="353"/>
        <source>Declare 異賞 (yì shǎng)</source>
        <translation>Báo 異賞 (dị thưởng)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="354"/>
        <source>Declare 免門 (miǎn mén)</source>
        <translation>Báo 免門 (miễn môn)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="369"/>
        <source>Play face up</source>
        <translation>Đánh ngửa</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="372"/>
        <source>Play face down</source>
        <translation>Đánh úp</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="374"/>
        <source>Hint</source>
        <translation>Gợi ý</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="393"/>
        <source>Your hand is dealt: declare, or play the hand.</source>
        <translation>Đã chia bài: báo, hoặc chơi ván này.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="395"/>
        <source>Your turn: click a card, then play it face up or face down.</source>
        <translation>Đến lượt bạn: bấm một lá, rồi đánh ngửa hoặc đánh úp.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="397"/>
        <source>Your lead: click a card and play it face up.</source>
        <translation>Bạn đi trước: bấm một lá và đánh ngửa.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="430"/>
        <source>face up</source>
        <translation>ngửa</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="430"/>
        <source>face down</source>
        <translation>úp</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="431"/>
        <source>Hint: play the selected card {how}.</source>
        <translation>Gợi ý: đánh lá đã chọn {how}.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="433"/>
        <source>Hint: {move}.</source>
        <translation>Gợi ý: {move}.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="437"/>
        <source>{amount} 注</source>
        <translation>{amount} 注 (chú)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="441"/>
        <source>The hand is over</source>
        <translation>Hết ván</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="443"/>
        <source>Dealer: {name}</source>
        <translation>Nhà cái: {name}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="447"/>
        <source>{name} {declares}: {hands}</source>
        <translation>{name} {declares}: {hands}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="454"/>
        <source>{name}: {tricks} trick {points}{bonuses}; score {score}</source>
        <translation>{name}: {tricks} nước {points}{bonuses}; điểm {score}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="456"/>
        <source>{name}: {tricks} tricks {points}{bonuses}; score {score}</source>
        <translation>{name}: {tricks} nước {points}{bonuses}; điểm {score}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="471"/>
        <source>Settled against the dealer: {list}</source>
        <translation>Thanh toán với nhà cái: {list}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="472"/>
        <source>仮達: {card}</source>
        <translation>仮達: {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="475"/>
        <source>{name} pays 1 注 to each for the 仮達</source>
        <translation>{name} trả mỗi người 1 注 vì 仮達</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="479"/>
        <source>Next dealer: {name}</source>
        <translation>Nhà cái ván sau: {name}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="481"/>
        <source>Payments: {paid}</source>
        <translation>Thanh toán: {paid}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="482"/>
        <source>The score sheet counts half 注.</source>
        <translation>Bảng điểm tính bằng nửa 注.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="490"/>
        <source>仮達 turned: {card}</source>
        <translation>Lật 仮達: {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="495"/>
        <source>{name} plays the hand</source>
        <translation>{name} chơi ván này</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="498"/>
        <source>{name} {declares}: {cards}</source>
        <translation>{name} {declares}: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="504"/>
        <source>{name} plays {card}</source>
        <translation>{name} đánh {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="506"/>
        <source>{name} leads {card}</source>
        <translation>{name} đi trước {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="509"/>
        <source>{name} plays a card face down</source>
        <translation>{name} đánh úp một lá</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="512"/>
        <source>{name} wins trick {number}</source>
        <translation>{name} ăn nước {number}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="517"/>
        <source>Nobody declares: {name} leads</source>
        <translation>Không ai báo: {name} đi trước</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="528"/>
        <source>Ma Diao (馬吊)</source>
        <translation>Mã điếu (馬吊)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="532"/>
        <source>South</source>
        <translation>Nam</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="533"/>
        <source>East</source>
        <translation>Đông</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="534"/>
        <source>North</source>
        <translation>Bắc</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="535"/>
        <source>West</source>
        <translation>Tây</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="553"/>
        <source>The deal: {dealer} is the dealer (莊) and leads the first trick</source>
        <translation>Chia bài: {dealer} là nhà cái (莊) và đi trước nước đầu</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="555"/>
        <source>The deal: {dealer} is the dealer (莊); {leader}, dealt first, leads the first trick</source>
        <translation>Chia bài: {dealer} là nhà cái (莊); {leader}, được chia bài trước, đi trước nước đầu</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="561"/>
        <source>&lt;h2&gt;Ma Diao (馬吊)&lt;/h2&gt;&lt;p&gt;Four players, 40 money cards in four suits: coins 文錢 (the lowest number is the strongest), strings 索子, myriads 萬貫 and tens of myriads 十萬貫. The dealer plays against the other three; 8 cards each; the bottom card, the 面張, lies face up. Before play a seat may show its whole hand to declare 異賞 or 免門. Then 8 tricks: a trick is led face up; each next card is played face up only if it is of the led suit and beats every card so far, else it is played face down. The highest face-up card wins the trick. After play the 仮達 is turned. Scores count tricks and bonus hands and are settled between the dealer and each other player, in 注 (half 注 occur).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Mã điếu (馬吊)&lt;/h2&gt;&lt;p&gt;Bốn người, 40 lá bài tiền chia bốn hoa: văn tiền 文錢 (số nhỏ nhất là lá mạnh nhất), sách tử 索子, vạn quán 萬貫 và thập vạn quán 十萬貫. Nhà cái chơi với ba người kia; mỗi người 8 lá; lá cuối cùng, 面張, nằm ngửa. Trước khi đánh, một người có thể lật cả bài để báo 異賞 hoặc 免門. Rồi 8 nước: nước đầu đánh ngửa; lá sau chỉ được đánh ngửa nếu cùng hoa với lá dẫn và lớn hơn mọi lá trước, nếu không thì đánh úp. Lá ngửa lớn nhất ăn nước. Sau ván lật 仮達. Điểm tính theo số nước ăn và các bộ thưởng, thanh toán giữa nhà cái và từng người, tính bằng 注 (có nửa 注).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="579"/>
        <source>Follow suit</source>
        <translation>Theo hoa</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="580"/>
        <source>A player holding the led suit must play that suit</source>
        <translation>Người có hoa của lá dẫn phải đánh hoa đó</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="581"/>
        <source>free</source>
        <translation>tự do</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="581"/>
        <source>must follow</source>
        <translation>phải theo</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="584"/>
        <source>First lead</source>
        <translation>Người đi trước</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="585"/>
        <source>Who leads the first trick</source>
        <translation>Ai đi nước đầu</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="586"/>
        <source>the first dealt</source>
        <translation>người được chia đầu tiên</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="586"/>
        <source>the dealer</source>
        <translation>nhà cái</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="589"/>
        <source>免門 hands</source>
        <translation>Bài 免門</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="590"/>
        <source>免門 also for a hand with no red card, or with no 正賞 and no 次賞</source>
        <translation>免門 cả với bài không có lá đỏ, hoặc không có 正賞 và 次賞</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="591"/>
        <source>the four lowest</source>
        <translation>bốn lá thấp nhất</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/madiao/client.py" line="591"/>
        <source>weak hands too</source>
        <translation>cả bài yếu</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="48"/>
        <source>{name} ({seat})</source>
        <translation>{name} ({seat})</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="56"/>
        <source>{losers} claimed it too and lost to {winner}</source>
        <translation>{losers} cũng đòi ăn nhưng thua {winner}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="60"/>
        <source>{losers} claimed it</source>
        <translation>{losers} đã đòi ăn lá này</translation>
    </message>
    <message>
        <location filename="../practice.py" line="293"/>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="66"/>
        <source>— Hand {number} —</source>
        <translation>— Ván {number} —</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="164"/>
        <source>Dice: {throws}. {name} starts.</source>
        <translation>Xúc xắc: {throws}. {name} đi trước.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="353"/>
        <source>{move} — played by a bot: time ran out</source>
        <translation>{move} — máy đánh thay vì hết giờ</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <location filename="../practice_page.py" line="80"/>
        <source>Waiting for {who} to move: {clock} left, then a bot plays for them.</source>
        <translation>Đang chờ {who} đi: còn {clock}, hết giờ máy sẽ đi thay họ.</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="237"/>
        <location filename="../practice_page.py" line="391"/>
        <source>Next hand</source>
        <translation>Ván tiếp</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="239"/>
        <source>Play again</source>
        <translation>Chơi lại</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="240"/>
        <source>A new session with the same seats and rules</source>
        <translation>Một buổi mới với cùng chỗ ngồi và luật</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="242"/>
        <location filename="../practice_page.py" line="526"/>
        <source>Leave the table</source>
        <translation>Rời bàn</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="253"/>
        <source>Rules of the game</source>
        <translation>Luật chơi</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="273"/>
        <source>Scores</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="276"/>
        <source>Moves</source>
        <translation>Các nước đi</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="312"/>
        <source>{game} — hand {number} of {hands}</source>
        <translation>{game} — ván {number}/{hands}</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="418"/>
        <location filename="../practice_page.py" line="421"/>
        <source>The session stopped: {reason}</source>
        <translation>Buổi chơi đã dừng: {reason}</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="422"/>
        <source>The session is over.</source>
        <translation>Buổi chơi đã kết thúc.</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="426"/>
        <source>The hand is over.</source>
        <translation>Ván đã xong.</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="429"/>
        <source>Your turn.</source>
        <translation>Đến lượt bạn.</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="430"/>
        <source>The others are playing…</source>
        <translation>Người khác đang đánh…</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="435"/>
        <source>Hosting on {address}, table code {code}: waiting for the players…</source>
        <translation>Đang mở bàn tại {address}, mã bàn {code}: chờ người chơi…</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="437"/>
        <source>Hosting on {address}: waiting for the players…</source>
        <translation>Đang mở bàn tại {address}: chờ người chơi…</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="469"/>
        <source>The seats of your table</source>
        <translation>Các chỗ ở bàn của bạn</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="473"/>
        <source>{name} (you)</source>
        <translation>{name} (bạn)</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="477"/>
        <source>waiting for a player…</source>
        <translation>đang chờ người chơi…</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="496"/>
        <source>You have a seat: the table starts when the host starts it…</source>
        <translation>Bạn đã có chỗ: bàn bắt đầu khi chủ bàn bắt đầu…</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="528"/>
        <source>The hand in play ends without a result, and the others may go on with a bot in your seat; you cannot come back to this table. Leave the table?</source>
        <translation>Ván đang chơi kết thúc không có kết quả, và những người khác có thể chơi tiếp với một bot ở chỗ của bạn; bạn không thể quay lại bàn này. Rời bàn?</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="534"/>
        <source>Leave this table? The session ends here.</source>
        <translation>Rời bàn này? Buổi chơi sẽ kết thúc tại đây.</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="537"/>
        <source>Quit tusac-lan</source>
        <translation>Thoát tusac-lan</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="539"/>
        <source>The hand in play ends without a result, and the others may go on with a bot in your seat; you cannot come back to this table. Quit tusac-lan?</source>
        <translation>Ván đang chơi kết thúc không có kết quả, và những người khác có thể chơi tiếp với một bot ở chỗ của bạn; bạn không thể quay lại bàn này. Thoát tusac-lan?</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="545"/>
        <source>Quit tusac-lan? The session at this table ends here.</source>
        <translation>Thoát tusac-lan? Buổi chơi ở bàn này sẽ kết thúc tại đây.</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="244"/>
        <source>Start now with bots</source>
        <translation>Bắt đầu ngay, máy vào chỗ trống</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <location filename="../problem_words.py" line="36"/>
        <source>Another program or table already uses {address}. Host at another port (port 0 takes any free one).</source>
        <translation>Một chương trình hoặc một bàn khác đang dùng {address}. Hãy mở bàn ở cổng khác (cổng 0 là lấy cổng trống bất kỳ).</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="41"/>
        <source>This computer cannot listen at {address}: it is not one of its addresses. Choose another.</source>
        <translation>Máy này không thể mở bàn tại {address}: đó không phải là địa chỉ của máy này. Hãy chọn địa chỉ khác.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="45"/>
        <source>An address is written as a computer and a port, such as 192.168.1.20:7777. Check it.</source>
        <translation>Địa chỉ gồm máy và cổng, ví dụ 192.168.1.20:7777. Hãy kiểm tra lại.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="49"/>
        <source>A table code has {least} to {most} characters: the digits 2 to 9 and the letters A to Z except I, L and O. Check the code the host gave you.</source>
        <translation>Mã bàn có từ {least} đến {most} ký tự: các chữ số từ 2 đến 9 và các chữ cái từ A đến Z trừ I, L và O. Hãy kiểm tra mã mà chủ bàn đưa cho bạn.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="55"/>
        <source>A key fingerprint is written like ab12-cd34-ef56-7890. Check the one you were given.</source>
        <translation>Dấu vân tay của khóa có dạng ab12-cd34-ef56-7890. Hãy kiểm tra dấu bạn được cho.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="59"/>
        <source>These seats and players make no table. Choose other seats.</source>
        <translation>Số chỗ và số người chơi này không thành một bàn được. Hãy chọn lại các chỗ.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="61"/>
        <source>This program does not play the game of that table. Update it, or choose another table.</source>
        <translation>Chương trình này không chơi trò của bàn đó. Hãy cập nhật chương trình, hoặc chọn bàn khác.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="65"/>
        <source>You closed the table before it started.</source>
        <translation>Bạn đã đóng bàn trước khi bắt đầu.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="67"/>
        <source>Only {came} of {wanted} players came in time. Host the table again when everyone is ready.</source>
        <translation>Chỉ {came} trên {wanted} người chơi đến kịp. Hãy mở bàn lại khi mọi người đã sẵn sàng.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="71"/>
        <source>Not every player confirmed the table in time. Host it again.</source>
        <translation>Không phải mọi người chơi đều xác nhận bàn kịp lúc. Hãy mở bàn lại.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="75"/>
        <source>{name}&apos;s program did not take the table: {reason}. Host the table again when it can.</source>
        <translation>Chương trình của {name} không nhận bàn: {reason}. Hãy mở lại bàn khi chương trình của họ nhận được.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="79"/>
        <source>{name}&apos;s program did not take the table: {reason}. Their seat is free again: they may join again once it can, or start now with a bot in their seat.</source>
        <translation>Chương trình của {name} không nhận bàn: {reason}. Chỗ của họ lại trống: họ có thể vào lại khi chương trình nhận được, hoặc bắt đầu ngay với máy ở chỗ đó.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="86"/>
        <source>{name}&apos;s program did not take the table (it may be set to another game). Ask them to choose this game, then host the table again.</source>
        <translation>Chương trình của {name} không nhận bàn (có thể đang chọn trò khác). Hãy bảo họ chọn trò này rồi mở bàn lại.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="92"/>
        <source>{name}&apos;s program did not take the table (it may be set to another game): their seat is free again. Ask them to choose this game and join again, or start now with a bot in their seat.</source>
        <translation>Chương trình của {name} không nhận bàn (có thể đang chọn trò khác): chỗ của họ lại trống. Hãy bảo họ chọn trò này rồi vào lại, hoặc bắt đầu ngay với máy ở chỗ đó.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="98"/>
        <source>Another player&apos;s program did not take the table: you keep your seat, and the host sets the table again once theirs is taken.</source>
        <translation>Chương trình của một người chơi khác không nhận bàn: bạn vẫn giữ chỗ, và chủ bàn sẽ bày lại bàn khi chỗ đó có người.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="104"/>
        <source>The table could not be announced on the network; players can still join it by its address.</source>
        <translation>Không thông báo được bàn trong mạng; người chơi vẫn vào bàn được bằng địa chỉ của nó.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="108"/>
        <source>Beware: this table gives {move} s for a move and {protocol} s for a message, less than your {own_move} s and {own_protocol} s. The table&apos;s times apply.</source>
        <translation>Lưu ý: bàn này cho {move} giây mỗi nước đi và {protocol} giây mỗi tin nhắn, ít hơn mức {own_move} giây và {own_protocol} giây của bạn. Thời gian của bàn được áp dụng.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="119"/>
        <source>The table could not be set up: its own record does not check. Host it again.</source>
        <translation>Không dựng được bàn: biên bản của chính bàn không khớp. Hãy mở bàn lại.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="121"/>
        <source>No answer from {address} within {seconds} s. Check the address, and that the table there is still open.</source>
        <translation>Không có trả lời từ {address} trong {seconds} giây. Hãy kiểm tra địa chỉ, và xem bàn ở đó còn mở không.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="133"/>
        <source>The host turned you away: {reason}.</source>
        <translation>Chủ bàn không nhận bạn: {reason}.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="137"/>
        <source>The table at {address} does not know this table code. Check the code and the address.</source>
        <translation>Bàn tại {address} không biết mã bàn này. Hãy kiểm tra mã và địa chỉ.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="141"/>
        <source>The table&apos;s key is not the one you were given, so you did not join. Ask the host for it again.</source>
        <translation>Khóa của bàn không phải khóa bạn được cho, nên bạn chưa vào bàn. Hãy hỏi lại chủ bàn.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="145"/>
        <source>The host&apos;s program sent what this one cannot accept, so you did not join. Both of you may need the same version.</source>
        <translation>Chương trình của chủ bàn gửi thứ mà chương trình này không nhận được, nên bạn chưa vào bàn. Có thể hai bên cần cùng một phiên bản.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="151"/>
        <source>That table plays another game. Choose a table of the game you want.</source>
        <translation>Bàn đó chơi trò khác. Hãy chọn bàn chơi trò bạn muốn.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="153"/>
        <source>No single table with a free seat was found on the network. Join one by its address.</source>
        <translation>Không tìm thấy đúng một bàn còn chỗ trống trong mạng. Hãy vào bàn bằng địa chỉ.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="157"/>
        <source>That table is over: there is nothing to go back to.</source>
        <translation>Bàn đó đã kết thúc: không còn gì để quay lại.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="159"/>
        <source>This computer cannot take that table up again: what it kept of it does not check.</source>
        <translation>Máy này không thể quay lại bàn đó: những gì nó lưu về bàn không khớp.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="161"/>
        <source>This computer cannot take that table up again: its address {address} is in use. Is the program still open in another window?</source>
        <translation>Máy này không thể quay lại bàn đó: địa chỉ {address} của nó đang bị dùng. Chương trình có còn mở ở cửa sổ khác không?</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="167"/>
        <source>This computer cannot write down the table as it goes (is the disk full?). Free some space.</source>
        <translation>Máy này không ghi lại được diễn biến của bàn (ổ đĩa đầy chăng?). Hãy giải phóng bớt chỗ.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="179"/>
        <source>{names} could not take their seats back this time; play goes on.</source>
        <translation>Lần này {names} chưa lấy lại được chỗ; ván chơi vẫn tiếp tục.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="197"/>
        <source>{names} take their seats back at the next hand.</source>
        <translation>{names} sẽ ngồi lại chỗ của mình từ ván sau.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="205"/>
        <source>{names} chose to end the session.</source>
        <translation>{names} đã chọn kết thúc buổi chơi.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="207"/>
        <source>{name}&apos;s answer was set aside: the name looks too much like {clash}, who is at the table.</source>
        <translation>Câu trả lời của {name} bị gác lại: tên này quá giống {clash}, người đang ở bàn.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="211"/>
        <source>Hand {number} was settled by the other players while your computer was cut off from them; their history file has it, this computer keeps none.</source>
        <translation>Ván {number} đã được những người chơi khác kết thúc trong lúc máy của bạn mất liên lạc với họ; tệp lịch sử của họ có ván này, máy này không giữ tệp nào.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="218"/>
        <source>The table ended without a last word from {names}; the hand&apos;s file keeps the signatures that came (the history viewer says whose are missing).</source>
        <translation>Bàn đã kết thúc mà không nhận được lời cuối của {names}; tệp của ván giữ các chữ ký đã đến (trình xem lịch sử cho biết thiếu của ai).</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="224"/>
        <source>The signatures of {names} that were missing from hand {number} came now, from {sender}: that hand&apos;s file is complete.</source>
        <translation>Chữ ký còn thiếu của {names} cho ván {number} vừa đến từ {sender}: tệp của ván đó nay đã đủ.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="230"/>
        <source>You left the table.</source>
        <translation>Bạn đã rời bàn.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="232"/>
        <source>{names} did not come back within {seconds} s, and you were alone at the table. Open it again later to go on.</source>
        <translation>{names} không quay lại trong {seconds} giây, và bạn còn lại một mình ở bàn. Hãy mở lại bàn sau để chơi tiếp.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="238"/>
        <source>The table went nowhere for {seconds} s. Return to it from the lobby to take it up again.</source>
        <translation>Bàn không tiến triển trong {seconds} giây. Hãy quay lại bàn từ phòng chờ để chơi tiếp.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="242"/>
        <source>The table could not go on because of an error in this program. It is written in the log file {log}: show that file to whoever helps you.</source>
        <translation>Bàn không thể tiếp tục vì một lỗi trong chương trình này. Lỗi được ghi vào tệp nhật ký {log}: hãy đưa tệp đó cho người giúp bạn.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="247"/>
        <source>The table could not go on because of an error in this program (the log says more).</source>
        <translation>Bàn không thể tiếp tục vì một lỗi trong chương trình này (nhật ký ghi rõ hơn).</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="255"/>
        <source>the table is full</source>
        <translation>bàn đã đủ người</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="257"/>
        <source>a program too old for this table, which must be updated</source>
        <translation>chương trình quá cũ cho bàn này, cần được cập nhật</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="259"/>
        <source>this table needs its table code, which the host gives</source>
        <translation>bàn này cần mã bàn, do chủ bàn đưa</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="261"/>
        <source>that player already sits at this table</source>
        <translation>người chơi đó đã ngồi ở bàn này</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="263"/>
        <source>that computer is already at this table</source>
        <translation>máy tính đó đã ở bàn này</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="265"/>
        <source>the name {name} is already at this table; another name is needed</source>
        <translation>tên {name} đã có ở bàn này; cần một tên khác</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="269"/>
        <source>the name {name} looks too much like {other}, already at this table; another name is needed</source>
        <translation>tên {name} quá giống {other}, đã có ở bàn này; cần một tên khác</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="273"/>
        <source>the name {name} is the kind of name a table gives its bots; another name is needed</source>
        <translation>tên {name} là kiểu tên bàn đặt cho các máy; cần một tên khác</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="277"/>
        <source>a wrong table code</source>
        <translation>sai mã bàn</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="279"/>
        <source>this table needs no table code, so it is not the table whose code was given</source>
        <translation>bàn này không cần mã bàn, nên không phải bàn của mã đã nhập</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="281"/>
        <source>too many wrong table codes were tried; try again in {seconds} s</source>
        <translation>đã thử sai mã bàn quá nhiều lần; hãy thử lại sau {seconds} giây</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="286"/>
        <location filename="../problem_words.py" line="305"/>
        <source>a reason this program cannot show</source>
        <translation>một lý do mà chương trình này không hiển thị được</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="294"/>
        <source>the table&apos;s key is not the one they were given</source>
        <translation>khóa của bàn không phải khóa họ được cho</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="296"/>
        <source>their program is set to {mine}, not {game}</source>
        <translation>chương trình của họ đang chọn {mine}, không phải {game}</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="300"/>
        <source>their program cannot play {game} at {seats} seats</source>
        <translation>chương trình của họ không chơi được {game} với {seats} chỗ</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="304"/>
        <source>the table did not seat them where their program expected</source>
        <translation>bàn không xếp họ vào chỗ chương trình của họ chờ</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="323"/>
        <source>the file cannot be read (is it still there?)</source>
        <translation>không đọc được tệp (tệp còn đó không?)</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="325"/>
        <source>it is not a file of this program&apos;s history</source>
        <translation>đây không phải tệp lịch sử của chương trình này</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="327"/>
        <source>it was written by another version of this program</source>
        <translation>tệp do một phiên bản khác của chương trình này ghi</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="329"/>
        <source>a hand file it lists is missing from its folder</source>
        <translation>thiếu một tệp ván có trong danh sách của nó</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="330"/>
        <source>the file is damaged, or was changed after it was signed</source>
        <translation>tệp bị hỏng, hoặc đã bị sửa sau khi ký</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="126"/>
        <source>Nothing answers at {address}. Check the address the host gave you, and that the host&apos;s table is open.</source>
        <translation>Không có ai trả lời ở {address}. Hãy xem lại địa chỉ chủ bàn đã cho, và bàn của chủ bàn còn mở không.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="131"/>
        <source>You stopped joining the table.</source>
        <translation>Bạn đã thôi vào bàn.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="171"/>
        <source>A message that the session went on at another table was set aside: that table has other rules.</source>
        <translation>Một tin báo buổi chơi đã sang bàn khác bị bỏ qua: bàn đó có luật khác.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="178"/>
        <source>{names} could not take their seat back this time; play goes on.</source>
        <translation>Lần này {names} chưa lấy lại được chỗ; ván chơi vẫn tiếp tục.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="183"/>
        <source>Not every player accepted the next table in time.</source>
        <translation>Không phải mọi người chơi đều nhận bàn tiếp theo kịp lúc.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="185"/>
        <source>The next table was not offered in time.</source>
        <translation>Bàn tiếp theo không được đưa ra kịp lúc.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="187"/>
        <source>A next table was offered that does not check, so it was refused.</source>
        <translation>Một bàn tiếp theo được đưa ra nhưng kiểm tra không khớp, nên đã bị từ chối.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="189"/>
        <source>The next table did not start in time.</source>
        <translation>Bàn tiếp theo không bắt đầu kịp lúc.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="191"/>
        <source>A next table was offered that has no place for your computer, so it was refused.</source>
        <translation>Một bàn tiếp theo được đưa ra nhưng không có chỗ cho máy tính của bạn, nên đã bị từ chối.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="196"/>
        <source>{names} takes their seat back at the next hand.</source>
        <translation>{names} sẽ ngồi lại chỗ của mình từ ván sau.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="201"/>
        <source>The session ended while you were away.</source>
        <translation>Buổi chơi đã kết thúc khi bạn vắng mặt.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="203"/>
        <source>No table took you back in time.</source>
        <translation>Không bàn nào nhận bạn trở lại kịp lúc.</translation>
    </message>
    <message>
        <location filename="../problem_words.py" line="285"/>
        <source>the host closed the table before it started</source>
        <translation>chủ bàn đã đóng bàn trước khi bắt đầu</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location filename="../qt_strings.py" line="34"/>
        <source>&amp;Step up</source>
        <translation>&amp;Tăng</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="35"/>
        <source>Step &amp;down</source>
        <translation>&amp;Giảm</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="36"/>
        <source>&amp;Select All</source>
        <translation>&amp;Chọn tất cả</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../qt_strings.py" line="19"/>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="20"/>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="21"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Cắt</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="22"/>
        <source>&amp;Copy</source>
        <translation>&amp;Sao chép</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="23"/>
        <source>&amp;Paste</source>
        <translation>&amp;Dán</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="24"/>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="25"/>
        <source>Select All</source>
        <translation>Chọn tất cả</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location filename="../qt_strings.py" line="17"/>
        <source>Show Details...</source>
        <translation>Xem chi tiết...</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="18"/>
        <source>Hide Details...</source>
        <translation>Ẩn chi tiết...</translation>
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
        <translation>Hủy</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="12"/>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="13"/>
        <source>&amp;Yes</source>
        <translation>&amp;Có</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="14"/>
        <source>&amp;No</source>
        <translation>&amp;Không</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="15"/>
        <source>Apply</source>
        <translation>Áp dụng</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="16"/>
        <source>Reset</source>
        <translation>Đặt lại</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location filename="../qt_strings.py" line="26"/>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="27"/>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="28"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Cắt</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="29"/>
        <source>&amp;Copy</source>
        <translation>&amp;Sao chép</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="30"/>
        <source>Copy &amp;Link Location</source>
        <translation>Sao chép địa chỉ &amp;liên kết</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="31"/>
        <source>&amp;Paste</source>
        <translation>&amp;Dán</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="32"/>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <location filename="../qt_strings.py" line="33"/>
        <source>Select All</source>
        <translation>Chọn tất cả</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <location filename="../verdict_kind.py" line="76"/>
        <source>their move</source>
        <translation>nước đi của họ</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="78"/>
        <source>the key that opens a card</source>
        <translation>khóa để mở một lá bài</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="80"/>
        <source>the secret that opens their cards for the check at the end of the hand</source>
        <translation>bí mật để mở bài của họ cho việc kiểm tra cuối ván</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="82"/>
        <source>their signed record of the hand</source>
        <translation>biên bản ván có chữ ký của họ</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="84"/>
        <source>their check of the state of the hand</source>
        <translation>phần kiểm tra trạng thái ván của họ</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="85"/>
        <source>their part of the shuffle and the deal</source>
        <translation>phần xáo và chia bài của họ</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="92"/>
        <source>it signed two different messages for the same place</source>
        <translation>đã ký hai thông điệp khác nhau cho cùng một chỗ</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="94"/>
        <source>it signed a state of the hand that its own messages do not give</source>
        <translation>đã ký một trạng thái ván mà chính các thông điệp của nó không cho ra</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="96"/>
        <source>it made a move the rules do not allow</source>
        <translation>đã đi một nước mà luật không cho phép</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="98"/>
        <source>a key it sent does not open the card it promised</source>
        <translation>một khóa nó gửi không mở ra lá bài đã cam kết</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="100"/>
        <source>its part of the shuffle fails its check</source>
        <translation>phần xáo bài của nó không qua được kiểm tra</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="102"/>
        <source>it flooded the table with messages</source>
        <translation>đã gửi dồn dập quá nhiều thông điệp vào bàn</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="104"/>
        <source>the computers disagree on the state of the hand</source>
        <translation>các máy tính không thống nhất về trạng thái ván</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="105"/>
        <source>it sent a message the table&apos;s protocol does not allow</source>
        <translation>đã gửi một thông điệp mà giao thức của bàn không cho phép</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="113"/>
        <source>its player left the table</source>
        <translation>người chơi của nó đã rời bàn</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="116"/>
        <source>it gave no reason that can be shown</source>
        <translation>nó không đưa ra lý do nào có thể hiển thị</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="130"/>
        <source>The result stands. The computers of {names} stopped answering at once before the check at the end of the hand, so their own cards were not re-checked.</source>
        <translation>Kết quả vẫn giữ nguyên. Máy tính của {names} cùng lúc ngừng trả lời trước khi kiểm tra cuối ván, nên bài của chính họ không được kiểm tra lại.</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="136"/>
        <source>The result stands, checked; {name}&apos;s computer did not send everything it owed after it.</source>
        <translation>Kết quả vẫn giữ nguyên, đã kiểm tra; máy tính của {name} không gửi đủ những gì phải gửi sau đó.</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="141"/>
        <source>The computers of {names} stopped answering at once; the players still at the table ended the hand. It does not count (a fault, not cheating).</source>
        <translation>Máy tính của {names} cùng lúc ngừng trả lời; những người còn ở bàn đã kết thúc ván. Ván này không tính (một sự cố, không phải gian lận).</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="134"/>
        <location filename="../verdict_kind.py" line="145"/>
        <source>several players</source>
        <translation>vài người chơi</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="157"/>
        <source>{name}&apos;s computer stopped answering: it never sent {what}. The hand does not count (a fault, not cheating).</source>
        <translation>Máy tính của {name} đã ngừng trả lời: không bao giờ gửi {what}. Ván này không tính (một sự cố, không phải gian lận).</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="163"/>
        <source>{name}&apos;s computer stopped answering. The hand does not count (a fault, not cheating).</source>
        <translation>Máy tính của {name} đã ngừng trả lời. Ván này không tính (một sự cố, không phải gian lận).</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="166"/>
        <source>A computer stopped answering. The hand does not count (a fault, not cheating).</source>
        <translation>Một máy tính đã ngừng trả lời. Ván này không tính (một sự cố, không phải gian lận).</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="170"/>
        <source>{name} left the table: the hand does not count.</source>
        <translation>{name} đã rời bàn: ván này không tính.</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="171"/>
        <location filename="../verdict_kind.py" line="175"/>
        <source>A player</source>
        <translation>Một người chơi</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="176"/>
        <source>{name} stopped the hand, proving nothing: nobody is blamed, and the hand does not count.</source>
        <translation>{name} đã dừng ván mà không chứng minh được gì: không ai bị quy lỗi, và ván này không tính.</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="180"/>
        <source>The computers disagree on the state of the hand: it does not count, and nobody is blamed.</source>
        <translation>Các máy tính không thống nhất về trạng thái ván: ván này không tính, và không ai bị quy lỗi.</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="185"/>
        <source>Cheating proven against {name}: {wrong}. The hand does not count.</source>
        <translation>Đã chứng minh {name} gian lận: {wrong}. Ván này không tính.</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="188"/>
        <source>Cheating proven: {wrong}. The hand does not count.</source>
        <translation>Đã chứng minh có gian lận: {wrong}. Ván này không tính.</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="192"/>
        <source>The hand was stopped, naming {name}. The history file keeps the exact reason.</source>
        <translation>Ván đã dừng, ghi tên {name}. Tệp lịch sử giữ nguyên lý do chính xác.</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="195"/>
        <source>The hand was stopped. The history file keeps the exact reason.</source>
        <translation>Ván đã dừng. Tệp lịch sử giữ nguyên lý do chính xác.</translation>
    </message>
    <message>
        <location filename="../verdict_kind.py" line="204"/>
        <source>no reason was given</source>
        <translation>không có lý do nào được đưa ra</translation>
    </message>
</context>
<context>
    <name>Result</name>
    <message>
        <location filename="../verdict_kind.py" line="139"/>
        <source>Fair deal: verified — every seed, card and move checks out.</source>
        <translation>Chia bài công bằng: đã kiểm chứng — mọi bí mật, lá bài và nước đi đều đúng.</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="89"/>
        <source>The hand was stopped.</source>
        <translation>Ván bài đã bị dừng.</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="91"/>
        <source>No winner: the deck ran down.</source>
        <translation>Bài thúi: nọc đã cạn, không ai tới.</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="94"/>
        <source>{name} wins on {card} with {points} points.</source>
        <translation>{name} tới lá {card} với {points} điểm.</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="96"/>
        <source>{name} wins with {points} points.</source>
        <translation>{name} tới với {points} điểm.</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="102"/>
        <source>{set} · 1 point</source>
        <translation>{set} · 1 điểm</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="103"/>
        <source>{set} · {points} points</source>
        <translation>{set} · {points} điểm</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="108"/>
        <source>made with the winning card</source>
        <translation>thành với lá tới</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="109"/>
        <source>exposed earlier</source>
        <translation>đã hạ trước</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="110"/>
        <source>held from the deal</source>
        <translation>có sẵn từ lúc chia</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="126"/>
        <source>pays {other} {each} for the win</source>
        <translation>trả {other} {each} tiền tới</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="127"/>
        <source>wins {each} from each of the other three</source>
        <translation>ăn {each} của mỗi người trong ba người kia</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="128"/>
        <source>earns {each} from each other player for {kongs} exposed four of a kind</source>
        <translation>được mỗi người khác trả {each} cho {kongs} khui đã hạ</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="129"/>
        <source>pays {other} {each} for their exposed four of a kind</source>
        <translation>trả {other} {each} cho khui đã hạ của người đó</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="130"/>
        <source>earns {each} from each other player for {kongs} four of a kind held from the deal</source>
        <translation>được mỗi người khác trả {each} cho {kongs} quằn giữ từ lúc chia bài</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="133"/>
        <source>pays {other} {each} for their four of a kind held from the deal</source>
        <translation>trả {other} {each} cho quằn giữ từ lúc chia bài của người đó</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="134"/>
        <source>pays {other} {each} for the win, doubled: the winning card made a four</source>
        <translation>trả {other} {each} tiền tới, gấp đôi: lá tới làm thành bộ bốn (tới quan)</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="137"/>
        <source>wins {each} in all from {other}, whose discard it won on</source>
        <translation>thắng tất cả {each} từ {other}, người đánh lá cho tới (luật đền)</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="138"/>
        <source>pays {other} {each} for the win for the whole table: the winning card was their discard</source>
        <translation>trả {other} {each} tiền tới cho cả bàn: lá tới là lá mình đánh ra (luật đền)</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="141"/>
        <source>pays {other} {each} for the win ({points} points less {kong_points} for their four of a kind)</source>
        <translation>trả {other} {each} tiền tới ({points} điểm trừ {kong_points} cho khui của mình)</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="144"/>
        <source>is paid {each} by {other}: their four of a kind ({kong_points}) outweigh the win ({points})</source>
        <translation>được {other} trả {each}: khui của mình ({kong_points}) hơn điểm tới ({points})</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="147"/>
        <source>wins {each} in all from the other three</source>
        <translation>ăn tổng cộng {each} của ba người kia</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="150"/>
        <source>wins {each} from each of the other two</source>
        <translation>ăn {each} của mỗi người trong hai người kia</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="151"/>
        <source>wins {each} in all from the other two</source>
        <translation>ăn tổng cộng {each} của hai người kia</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="153"/>
        <source>wins {each} from the other player</source>
        <translation>ăn {each} của người kia</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="154"/>
        <source>other settlement</source>
        <translation>khoản khác</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="284"/>
        <source>the winning card</source>
        <translation>lá tới</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="340"/>
        <source>Session scores</source>
        <translation>Điểm cả buổi</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="349"/>
        <location filename="../result_view.py" line="496"/>
        <source>Next hand</source>
        <translation>Ván tiếp</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="352"/>
        <source>Start the next hand when every player has pressed it</source>
        <translation>Bắt đầu ván tiếp khi mọi người chơi đều đã bấm</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="354"/>
        <source>Play again</source>
        <translation>Chơi lại</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="356"/>
        <source>A new session with the same seats and rules</source>
        <translation>Một buổi mới với cùng chỗ ngồi và luật</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="383"/>
        <source>Hand {number}</source>
        <translation>Ván {number}</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="405"/>
        <source>{name}&apos;s sets</source>
        <translation>Các bộ của {name}</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="420"/>
        <source>Total: {points} points</source>
        <translation>Tổng: {points} điểm</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="427"/>
        <source>Payments (stake {stake})</source>
        <translation>Tiền trả (mức cược {stake})</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="429"/>
        <source>Payments</source>
        <translation>Tiền trả</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="438"/>
        <source>nothing to pay</source>
        <translation>không phải trả gì</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="453"/>
        <source>Every hand</source>
        <translation>Bài của mọi người</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="456"/>
        <source>exposed</source>
        <translation>đã hạ</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="488"/>
        <location filename="../result_view.py" line="497"/>
        <location filename="../result_view.py" line="507"/>
        <source>Waiting for the other players…</source>
        <translation>Đang chờ những người chơi khác…</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="392"/>
        <location filename="../result_view.py" line="491"/>
        <source>Next hand ({seconds} s)</source>
        <translation>Ván tiếp ({seconds} giây)</translation>
    </message>
    <message>
        <location filename="../result_view.py" line="516"/>
        <source>Session over.</source>
        <translation>Hết buổi chơi.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="21"/>
        <source>Special rule 2 (a pair beside a run)</source>
        <translation>Luật đặc biệt 2 (đôi nằm cạnh một bộ)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="29"/>
        <source>No winner when the deck is down to</source>
        <translation>Bài thúi khi nọc chỉ còn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="30"/>
        <source>Four soldiers of four colours score</source>
        <translation>Bốn chốt bốn màu được</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="31"/>
        <source>Three of a kind made with a taken card scores</source>
        <translation>Khạp có lá ăn vào được</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="32"/>
        <source>Three of a kind held from the deal scores</source>
        <translation>Khạp có sẵn từ lúc chia được</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="33"/>
        <source>A general-advisor-elephant run scores</source>
        <translation>Bộ tướng sĩ tượng được</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="34"/>
        <source>Points needed to win</source>
        <translation>Số điểm tối thiểu để tới</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="35"/>
        <source>Stake per point</source>
        <translation>Tiền cược mỗi điểm</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="44"/>
        <source>as the seeds word it: such a pair may not become three of a kind</source>
        <translation>theo đúng lời sách luật: đôi đó không được ăn thành khạp</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="45"/>
        <source>by trash: no claim may leave more trash than before</source>
        <translation>theo rác: không được ăn nếu rác nhiều hơn trước</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="85"/>
        <source>The hand ends without a winner when a draw is due and the deck holds this many cards (0: play it out)</source>
        <translation>Ván kết thúc bài thúi khi đến lượt rút mà nọc chỉ còn chừng này lá (0: rút hết nọc)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="89"/>
        <source>Points for a set of four soldiers, one of each colour</source>
        <translation>Điểm cho bốn chốt, mỗi màu một lá</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="90"/>
        <source>Points for three identical cards when one of them was taken</source>
        <translation>Điểm cho ba lá giống nhau khi có một lá ăn vào</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="91"/>
        <source>Points for three identical cards all dealt to the hand</source>
        <translation>Điểm cho ba lá giống nhau đều được chia sẵn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="92"/>
        <source>Points for a general, advisor and elephant of one colour</source>
        <translation>Điểm cho tướng, sĩ, tượng cùng màu</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="93"/>
        <source>0: any hand without trash wins; some tables ask for 10</source>
        <translation>0: hết rác là tới; có bàn đòi 10 điểm</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="94"/>
        <source>Each loser pays the winner points × stake</source>
        <translation>Mỗi người thua trả cho người tới điểm × tiền cược</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="95"/>
        <source>How to read the seeds&apos; special rule 2 when a claim is made</source>
        <translation>Cách hiểu luật đặc biệt 2 khi ăn bài</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="120"/>
        <source> cards</source>
        <translation> lá</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="123"/>
        <source> points</source>
        <translation> điểm</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="130"/>
        <source>Seed rules (default)</source>
        <translation>Luật gốc (mặc định)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="22"/>
        <source>A loser&apos;s four of a kind</source>
        <translation>Bộ bốn của người thua</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="23"/>
        <source>A pair beside its run made three of a kind that completes the hand</source>
        <translation>Đôi nằm cạnh bộ ăn thành khạp mà tới luôn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="24"/>
        <source>After a hand without a winner</source>
        <translation>Sau ván bài thúi</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="25"/>
        <source>The first starter</source>
        <translation>Người đi đầu tiên</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="26"/>
        <source>Winning with the fourth card (tới quan)</source>
        <translation>Tới bằng lá thứ tư (tới quan)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="27"/>
        <source>A win on a discard (luật đền)</source>
        <translation>Tới trên lá đánh ra (luật đền)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="28"/>
        <source>A four of a kind dealt in hand (quằn)</source>
        <translation>Quằn (bốn lá giống nhau được chia sẵn)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="48"/>
        <source>is paid by each other player when exposed, not when held from the deal</source>
        <translation>được mỗi người khác trả khi đã hạ, quằn giữ trong tay thì không</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="56"/>
        <source>does not win (special rule 2&apos;s words)</source>
        <translation>không được tới (theo lời luật đặc biệt 2)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="57"/>
        <source>wins: no trash is left</source>
        <translation>được tới: không còn rác</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="49"/>
        <source>lowers what its owner pays the winner (as the English rule book says)</source>
        <translation>được trừ vào số tiền người đó trả cho người tới (theo sách luật tiếng Anh)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="50"/>
        <source>is paid by each other player: 6 exposed, 8 held from the deal (as the Japanese rule book says)</source>
        <translation>được mỗi người khác trả: 6 khi đã hạ, 8 khi giữ từ lúc chia (theo sách luật tiếng Nhật)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="60"/>
        <source>the player after the starter starts (as the English rule book says)</source>
        <translation>người ngồi sau người đi đầu ván đó đi trước (theo sách luật tiếng Anh)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="61"/>
        <source>the player after the one whose turn it was starts (as the Japanese rule book says)</source>
        <translation>người ngồi sau người đang tới lượt đi trước (theo sách luật tiếng Nhật)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="64"/>
        <source>two dice counted from South</source>
        <translation>hai con xúc xắc, đếm từ hướng Nam</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="65"/>
        <source>a die for each player: the highest starts</source>
        <translation>mỗi người một con xúc xắc: ai cao nhất đi trước</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="68"/>
        <source>is paid as any win</source>
        <translation>trả như mọi ván tới</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="69"/>
        <source>is paid double</source>
        <translation>trả gấp đôi</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="72"/>
        <source>is paid by every loser</source>
        <translation>mọi người thua đều trả</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="73"/>
        <source>is paid by the discarder for the whole table</source>
        <translation>người đánh lá đó đền cho cả bàn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="76"/>
        <source>stays in the hand</source>
        <translation>giữ trong tay</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="77"/>
        <source>is shown to all at the deal and scores 8</source>
        <translation>lật ra cho cả bàn xem khi chia bài, tính 8 điểm</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="96"/>
        <source>How a four of a kind is paid when its owner loses</source>
        <translation>Người thua có bộ bốn thì được trả thế nào</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="97"/>
        <source>Special rule 2 keeps a pair beside its run from becoming three of a kind; may it when that wins the hand?</source>
        <translation>Luật đặc biệt 2 không cho đôi nằm cạnh bộ ăn thành khạp; nếu ăn như vậy là tới thì có được không?</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="101"/>
        <source>Who starts the next hand when nobody won</source>
        <translation>Ai đi đầu ván sau khi không ai tới</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="102"/>
        <source>How the first hand&apos;s starter is chosen (the dice are shown in the hand&apos;s history)</source>
        <translation>Cách chọn người đi đầu ván thứ nhất (xúc xắc được ghi trong lịch sử ván)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="105"/>
        <source>Vietnamese house rule: a win whose winning card makes a four of a kind pays double</source>
        <translation>Luật nhà: tới bằng lá làm thành bộ bốn thì được trả gấp đôi</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="108"/>
        <source>Vietnamese house rule: the player whose discard is won on pays the whole table&apos;s share</source>
        <translation>Luật nhà: ai đánh lá cho người khác tới thì đền cho cả bàn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="111"/>
        <source>Vietnamese house rule: a four of a kind dealt in hand is shown face up before the first move</source>
        <translation>Luật nhà Việt Nam: bốn lá giống nhau được chia sẵn (quằn) phải lật ngửa trước nước đầu tiên</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="131"/>
        <source>Play the deck out</source>
        <translation>Rút hết nọc</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="132"/>
        <source>No winner at 8 cards</source>
        <translation>Bài thúi khi còn 8 lá</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="133"/>
        <source>Four soldiers score 4</source>
        <translation>Bốn chốt được 4 điểm</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="134"/>
        <source>Taken three of a kind scores 1</source>
        <translation>Khạp ăn vào được 1 điểm</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="136"/>
        <source>Taiwanese: 10 points to win, A-B-C run scores 2</source>
        <translation>Kiểu Đài Loan: 10 điểm mới tới, tướng sĩ tượng được 2</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="139"/>
        <source>Payments of the English rule book</source>
        <translation>Cách trả tiền theo sách luật tiếng Anh</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="141"/>
        <source>Vietnamese house rules: tới quan pays double, the discarder pays (luật đền), quằn is shown</source>
        <translation>Luật nhà Việt Nam: tới quan trả gấp đôi, đánh cho tới thì đền (luật đền), quằn phải lật ra</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="156"/>
        <source>Custom: {changes}</source>
        <translation>Tùy chỉnh: {changes}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="209"/>
        <source>House rules</source>
        <translation>Luật nhà</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="213"/>
        <source>Custom</source>
        <translation>Tùy chỉnh</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="214"/>
        <source>Start from a rule set many tables play, then change what you like</source>
        <translation>Bắt đầu từ một bộ luật nhiều bàn hay chơi, rồi sửa theo ý bạn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="217"/>
        <source>Preset</source>
        <translation>Bộ luật có sẵn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/house_rules.py" line="231"/>
        <source>Everyone at the table plays by the host&apos;s rules; they are saved with every hand.</source>
        <translation>Mọi người ở bàn chơi theo luật của chủ bàn; luật được lưu cùng mỗi ván.</translation>
    </message>
    <message>
        <location filename="../rule_form.py" line="52"/>
        <source>House rules — {game}</source>
        <translation>Luật riêng — {game}</translation>
    </message>
    <message>
        <location filename="../rule_form.py" line="150"/>
        <source>standard rules</source>
        <translation>luật chuẩn</translation>
    </message>
    <message>
        <location filename="../rule_form.py" line="60"/>
        <source>your own</source>
        <translation>tự chọn</translation>
    </message>
    <message>
        <location filename="../rule_form.py" line="63"/>
        <source>A common set of house rules: every option below at once</source>
        <translation>Một bộ luật nhà quen thuộc: đặt mọi tùy chọn bên dưới cùng lúc</translation>
    </message>
    <message>
        <location filename="../rule_form.py" line="65"/>
        <source>Set of rules</source>
        <translation>Bộ luật</translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <location filename="../score_sheet.py" line="147"/>
        <source>Hand</source>
        <translation>Ván</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="152"/>
        <source>Winner</source>
        <translation>Người tới</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="182"/>
        <source>did not count</source>
        <translation>không tính</translation>
    </message>
    <message>
        <location filename="../practice.py" line="431"/>
        <location filename="../score_sheet.py" line="183"/>
        <source>Hand {number} did not count</source>
        <translation>Ván {number} không tính</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="212"/>
        <source>{player} ({bot})</source>
        <translation>{player} ({bot})</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="224"/>
        <source>while you were away</source>
        <translation>lúc bạn vắng mặt</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="225"/>
        <source>earlier hands</source>
        <translation>các ván trước</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="233"/>
        <source>{payment} → {total}</source>
        <translation>{payment} → {total}</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="236"/>
        <source>Hands {hands} ({note}): {payment}, total {total}</source>
        <translation>Các ván {hands} ({note}): {payment}, tổng {total}</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="240"/>
        <source>Hand {number}: {payment}, total {total}</source>
        <translation>Ván {number}: {payment}, tổng {total}</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="192"/>
        <source>Total</source>
        <translation>Tổng</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="246"/>
        <source>{tip} (played by {name})</source>
        <translation>{tip} ({name} chơi thay)</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="324"/>
        <source>stopped</source>
        <translation>bị dừng</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="326"/>
        <source>no winner</source>
        <translation>bài thúi</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="328"/>
        <source>{name}, {points} points</source>
        <translation>{name}, {points} điểm</translation>
    </message>
    <message>
        <location filename="../score_sheet.py" line="53"/>
        <source>bot</source>
        <translation>bot</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="139"/>
        <source>Beginner bot {number}</source>
        <translation>Máy mới chơi {number}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="140"/>
        <source>Good bot {number}</source>
        <translation>Máy khá {number}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/simple_client.py" line="141"/>
        <source>Expert bot {number}</source>
        <translation>Máy cao thủ {number}</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="81"/>
        <source>You drew {card}</source>
        <translation>Bạn rút được {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="81"/>
        <source>{who} drew {card}</source>
        <translation>{who} rút được {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="84"/>
        <source>You discarded {card}</source>
        <translation>Bạn đánh {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="84"/>
        <source>{who} discarded {card}</source>
        <translation>{who} đánh {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="89"/>
        <source>Your turn: choose a card to discard</source>
        <translation>Đến lượt bạn: chọn một lá để đánh</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="90"/>
        <source>{who} is discarding</source>
        <translation>{who} đang chọn lá đánh</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="93"/>
        <source>You draw from the deck</source>
        <translation>Bạn rút bài trên nọc</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="94"/>
        <source>{who} draws from the deck</source>
        <translation>{who} rút bài trên nọc</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="96"/>
        <source>Dealing</source>
        <translation>Đang chia bài</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/move_words.py" line="99"/>
        <source>Hand over</source>
        <translation>Hết ván</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="172"/>
        <source>Show the four of a kind dealt to you</source>
        <translation>Hạ quằn bạn được chia</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="173"/>
        <source>Fours dealt in hand are shown now: you have none to show, pass</source>
        <translation>Đang hạ quằn: bạn không có quằn, bỏ qua</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="174"/>
        <source>Fours dealt in hand are shown now: waiting for {who}</source>
        <translation>Đang hạ quằn: chờ {who}</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="140"/>
        <source>key {fingerprint}</source>
        <translation>khóa {fingerprint}</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="169"/>
        <source>{first} ({first_name}) and {second} ({second_name}) have names that look alike: tell them apart by their keys</source>
        <translation>{first} ({first_name}) và {second} ({second_name}) có tên trông giống nhau: hãy phân biệt bằng khóa</translation>
    </message>
    <message>
        <location filename="../session.py" line="352"/>
        <source>{name} took seat {seat}</source>
        <translation>{name} ngồi hướng {seat}</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="247"/>
        <source>Shuffling together…</source>
        <translation>Mọi người đang cùng xáo bài…</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="151"/>
        <source>you</source>
        <translation>bạn</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="40"/>
        <source>Waiting for {names} to start the next hand…</source>
        <translation>Đang chờ {names} bắt đầu ván sau…</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="55"/>
        <source>{who} are not answering: the connection dropped. The table waits {clock} for them to come back; if they do not, this hand does not count.</source>
        <translation>{who} không trả lời: mất kết nối. Bàn chờ họ quay lại thêm {clock}; nếu không, ván này không tính.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="84"/>
        <source>Waiting for {who} to discard: {clock} left, then a bot plays for them.</source>
        <translation>Đang chờ {who} đánh bài: còn {clock}, hết giờ máy sẽ đi thay họ.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="90"/>
        <source>Waiting for {who} to discard: {clock} left. If nothing comes by then, the hand ends without a result and names them.</source>
        <translation>Đang chờ {who} đánh bài: còn {clock}. Nếu hết giờ mà chưa đánh, ván kết thúc không có kết quả và ghi tên họ.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="120"/>
        <source>Hurry: {clock} left to choose, then a bot plays this move for you.</source>
        <translation>Nhanh lên: còn {clock} để chọn, hết giờ máy sẽ đi nước này thay bạn.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="122"/>
        <source>Your move: {clock} left, then a bot plays it for you.</source>
        <translation>Đến lượt bạn: còn {clock}, hết giờ máy sẽ đi thay bạn.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="135"/>
        <location filename="../status_words.py" line="431"/>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="159"/>
        <source>{name} ({seat})</source>
        <translation>{name} ({seat})</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="153"/>
        <source>{level} bot</source>
        <translation>máy {level}</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="155"/>
        <source>player</source>
        <translation>người chơi</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="158"/>
        <source>{seat}: {name}</source>
        <translation>{seat}: {name}</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="160"/>
        <source>{seat}: {name} ({who})</source>
        <translation>{seat}: {name} ({who})</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="192"/>
        <source>your computer</source>
        <translation>máy tính của bạn</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="194"/>
        <source>{name}&apos;s computer</source>
        <translation>máy tính của {name}</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="209"/>
        <source>The session goes on at a new table: {bot} plays {name}&apos;s seat, run by {runner}.</source>
        <translation>Buổi chơi tiếp tục ở bàn mới: {bot} chơi thay chỗ của {name}, chạy trên {runner}.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="227"/>
        <source>No answer to “go on with a bot?”: the table waits for it (a table rule; without it, a bot plays)</source>
        <translation>Chưa trả lời “chơi tiếp với máy?”: bàn chờ câu trả lời (luật bàn; không có luật này thì máy chơi thay)</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="253"/>
        <source>{winner} took the card you claimed. {now}</source>
        <translation>{winner} đã lấy lá bạn đòi ăn. {now}</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="293"/>
        <source>{who} are back; play goes on.</source>
        <translation>{who} đều đã quay lại; ván chơi tiếp.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="313"/>
        <source>You chose not to wait for {who} any longer: the hand ends without a result as soon as the other players stop waiting too (at once if there are none), and a bot can then take their seat.</source>
        <translation>Bạn đã chọn không chờ {who} nữa: ván kết thúc không có kết quả ngay khi những người chơi khác cũng thôi chờ (ngay lập tức nếu không còn ai khác), rồi một máy có thể vào chỗ của họ.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="437"/>
        <source>At the table so far: {names}</source>
        <translation>Đã ngồi vào bàn: {names}</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="199"/>
        <source>You are back in your seat: the session goes on at a new table.</source>
        <translation>Bạn đã trở lại chỗ của mình: buổi chơi tiếp tục ở bàn mới.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="205"/>
        <source>{name} is back in their seat.</source>
        <translation>{name} đã trở lại chỗ của mình.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="214"/>
        <source>The session goes on at a new table, run by {runner}.</source>
        <translation>Buổi chơi tiếp tục ở bàn mới, chạy trên {runner}.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="221"/>
        <source>Coach: on (each player may turn on a coach that uses only their own cards)</source>
        <translation>Hướng dẫn: bật (mỗi người chơi có thể bật phần hướng dẫn, chỉ dùng bài của chính mình)</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="222"/>
        <source>Coach: off</source>
        <translation>Hướng dẫn: tắt</translation>
    </message>
    <message>
        <location filename="../session.py" line="294"/>
        <source>the session ended without a bot in {names}&apos;s seat</source>
        <translation>buổi chơi đã kết thúc, không có máy chơi thay chỗ của {names}</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="274"/>
        <source>You are back at the table, in hand {number}: play goes on.</source>
        <translation>Bạn đã trở lại bàn, ở ván {number}: ván chơi tiếp.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="277"/>
        <source>The hand ended without a result. Waiting for your answer…</source>
        <translation>Ván kết thúc không có kết quả. Đang chờ bạn trả lời…</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="280"/>
        <source>While you were away, a bot took your seat at the table {host} hosts now. You take your seat back at the start of the next hand.</source>
        <translation>Lúc bạn vắng mặt, một máy đã chơi thay chỗ của bạn ở bàn mà {host} đang mở. Bạn sẽ trở lại chỗ của mình khi ván sau bắt đầu.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="287"/>
        <source>Waiting to take your seat back at the next hand…</source>
        <translation>Đang chờ trở lại chỗ của bạn ở ván sau…</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="300"/>
        <source>{who} did not come back within {seconds} s: the table waits no longer, and the hand ends without a result if they do not move in time.</source>
        <translation>{who} không quay lại trong {seconds} giây: bàn không chờ nữa, và nếu họ không đi kịp thì ván kết thúc không có kết quả.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="305"/>
        <source>{who} did not come back within {minutes} min: the table waits no longer, and the hand ends without a result if they do not move in time.</source>
        <translation>{who} không quay lại trong {minutes} phút: bàn không chờ nữa, và nếu họ không đi kịp thì ván kết thúc không có kết quả.</translation>
    </message>
    <message>
        <location filename="../practice_page.py" line="462"/>
        <location filename="../session.py" line="373"/>
        <source>{name} left seat {seat}: {reason}</source>
        <translation>{name} rời chỗ {seat}: {reason}</translation>
    </message>
    <message>
        <location filename="../session.py" line="77"/>
        <source>You sit {seat}; players still to come: {count} (the host&apos;s key {key})</source>
        <translation>Bạn ngồi hướng {seat}; còn chờ {count} người chơi (khóa của chủ bàn {key})</translation>
    </message>
    <message>
        <location filename="../session.py" line="79"/>
        <source>You sit {seat}; the host starts the table (the host&apos;s key {key})</source>
        <translation>Bạn ngồi hướng {seat}; chủ bàn sẽ bắt đầu bàn (khóa của chủ bàn {key})</translation>
    </message>
    <message>
        <location filename="../session.py" line="378"/>
        <source>A player was turned away: {reason}</source>
        <translation>Một người chơi bị từ chối: {reason}</translation>
    </message>
    <message>
        <location filename="../session.py" line="387"/>
        <source>{name} is ready</source>
        <translation>{name} đã sẵn sàng</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="329"/>
        <source>{who} left the table: the hand ends without a result.</source>
        <translation>{who} đã rời bàn: ván kết thúc không có kết quả.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="332"/>
        <source>{who} stopped the hand ({said}). Nothing proves a fault, so nobody is blamed; the hand ends without a result.</source>
        <translation>{who} đã dừng ván ({said}). Không có bằng chứng lỗi nên không ai bị quy lỗi; ván kết thúc không có kết quả.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="404"/>
        <source>A player</source>
        <translation>Một người chơi</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="339"/>
        <source>{who} did not answer in time, and every other player signed that it never came: the hand ends without a result, naming {who}.</source>
        <translation>{who} không trả lời kịp và mọi người chơi khác đều ký xác nhận là không nhận được: ván kết thúc không có kết quả, ghi tên {who}.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="130"/>
        <source>{who} ran out of time; a bot played for them.</source>
        <translation>{who} hết giờ; máy đã đi thay họ.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="129"/>
        <source>You ran out of time; a bot played for you. Your next move is yours again.</source>
        <translation>Bạn hết giờ; máy đã đi thay bạn. Nước sau lại do bạn chọn.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="50"/>
        <source>{who} is not answering: the connection dropped. The table waits {clock} for them to come back; if they do not, this hand does not count.</source>
        <translation>{who} không trả lời: mất kết nối. Bàn chờ họ quay lại thêm {clock}; nếu không, ván này không tính.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="321"/>
        <source>No word from {who} for longer than the table waits. Your computer keeps waiting: it does not settle the hand or play on without them, and goes back to the table when the connection returns. Leave to stop waiting; opening the table again later takes it up.</source>
        <translation>Không có tin từ {who} quá thời gian bàn chờ. Máy của bạn vẫn chờ: nó không tự kết thúc ván hay chơi tiếp khi thiếu họ, và sẽ trở lại bàn khi kết nối có lại. Bấm Rời bàn để thôi chờ; mở lại bàn sau này để chơi tiếp.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="359"/>
        <source>{who} did not answer in time. Only {signer} was there to sign that it never came, so nobody is blamed; the hand ends without a result.</source>
        <translation>{who} không trả lời kịp. Chỉ có {signer} ở đó để ký xác nhận là không nhận được, nên không ai bị quy lỗi; ván kết thúc không có kết quả.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="366"/>
        <source>The hand was stopped: {who} broke the protocol ({reason}). Everyone now opens their secrets; the audit will name who cheated, and the table will close.</source>
        <translation>Ván đã dừng: {who} vi phạm giao thức ({reason}). Mọi người sẽ mở bí mật của mình; việc kiểm tra sẽ chỉ ra ai gian lận, rồi bàn sẽ đóng.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="373"/>
        <source>The tables disagree at turn {turn} ({who} differ from the rest). Play is stopped so no wrong result is recorded; a desync report was written next to the histories.</source>
        <translation>Các máy không khớp nhau ở lượt {turn} ({who} khác với những người còn lại). Ván dừng lại để không ghi kết quả sai; báo cáo lệch đã được lưu cạnh lịch sử ván.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="381"/>
        <source>The disk is full: {files} history file(s) could not be written to {directory}. Play goes on; they are kept and written at the next hand once there is room.</source>
        <translation>Ổ đĩa đã đầy: không ghi được {files} tệp lịch sử vào {directory}. Ván vẫn tiếp tục; các tệp được giữ lại và sẽ được ghi ở ván sau khi có chỗ trống.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="387"/>
        <source>{files} history file(s) could not be written to {directory} (the folder cannot be written to). Play goes on; they are kept and written at the next hand once it can be.</source>
        <translation>Không ghi được {files} tệp lịch sử vào {directory} (thư mục không cho ghi). Ván vẫn tiếp tục; các tệp được giữ lại và sẽ được ghi ở ván sau khi ghi được.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="399"/>
        <source>The history files kept back are now written to {directory}.</source>
        <translation>Các tệp lịch sử bị giữ lại nay đã được ghi vào {directory}.</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="407"/>
        <source>several players</source>
        <translation>vài người chơi</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="410"/>
        <source>The session goes on at a new table</source>
        <translation>Buổi chơi tiếp tục ở bàn mới</translation>
    </message>
    <message>
        <location filename="../status_words.py" line="292"/>
        <source>{who} is back; play goes on.</source>
        <translation>{who} đã quay lại; ván chơi tiếp.</translation>
    </message>
    <message>
        <location filename="../name_list.py" line="14"/>
        <source>, </source>
        <comment>between the names of a list but the last two: An, Bình and Chi</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../name_list.py" line="15"/>
        <source>{names} and {last}</source>
        <translation>{names} và {last}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../table_page.py" line="52"/>
        <location filename="../table_page.py" line="59"/>
        <source>Hand {number}</source>
        <translation>Ván {number}</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="62"/>
        <source>The hand was stopped.</source>
        <translation>Ván đã bị dừng.</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="64"/>
        <source>&lt;b&gt;No winner&lt;/b&gt;: the deck ran down.</source>
        <translation>&lt;b&gt;Bài thúi&lt;/b&gt;: nọc đã cạn, không ai tới.</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="66"/>
        <source>{name} wins with {points} points.</source>
        <translation>{name} tới với {points} điểm.</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="70"/>
        <source>Payments:</source>
        <translation>Tiền trả:</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="74"/>
        <source>Fair deal: &lt;b&gt;verified&lt;/b&gt; — every seed, card and move checks out.</source>
        <translation>Chia bài công bằng: &lt;b&gt;đã kiểm chứng&lt;/b&gt; — mọi bí mật, lá bài và nước đi đều đúng.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/action_bar.py" line="58"/>
        <source>Discard ({key})</source>
        <translation>Đánh ({key})</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/action_bar.py" line="59"/>
        <source>Discard the chosen card (Enter or D)</source>
        <translation>Đánh lá đã chọn (Enter hoặc D)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/action_bar.py" line="61"/>
        <source>Pass ({key})</source>
        <translation>Bỏ qua ({key})</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/action_bar.py" line="62"/>
        <source>Do not take the shown card</source>
        <translation>Không ăn lá đang lật</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/action_bar.py" line="130"/>
        <source>First choose a card to discard: click it or use ← →. Generals are never discarded.</source>
        <translation>Hãy chọn lá để đánh trước: bấm vào lá đó hoặc dùng ← →. Không bao giờ được đánh tướng.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/action_bar.py" line="176"/>
        <source>New claim offer</source>
        <translation>Lá mới: có thể đòi ăn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/action_bar.py" line="235"/>
        <source>passing in {seconds} s</source>
        <translation>tự bỏ qua sau {seconds} giây</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="118"/>
        <source>The card table</source>
        <translation>Bàn bài</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="142"/>
        <source>Moves</source>
        <translation>Các nước đi</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="158"/>
        <source>Leave table</source>
        <translation>Rời bàn</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="159"/>
        <source>Stop playing and go back to the lobby</source>
        <translation>Thôi chơi và về phòng chờ</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="450"/>
        <source>The hand in play cannot go on without you: the others are told you left, and the hand ends without a result. They may go on with a bot in your seat; you cannot come back to this table. Quit tusac-lan?</source>
        <translation>Ván đang chơi không thể tiếp tục khi thiếu bạn: những người khác sẽ được báo là bạn đã rời bàn, và ván kết thúc không có kết quả. Họ có thể chơi tiếp với một bot ở chỗ của bạn; bạn không thể quay lại bàn này. Thoát tusac-lan?</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="457"/>
        <source>The hand in play cannot go on without you: the others are told you left, and the hand ends without a result. They may go on with a bot in your seat; you cannot come back to this table. Leave the table?</source>
        <translation>Ván đang chơi không thể tiếp tục khi thiếu bạn: những người khác sẽ được báo là bạn đã rời bàn, và ván kết thúc không có kết quả. Họ có thể chơi tiếp với một bot ở chỗ của bạn; bạn không thể quay lại bàn này. Rời bàn?</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="580"/>
        <source>Go on with a bot now</source>
        <translation>Chơi tiếp với máy ngay</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="582"/>
        <source>Stop waiting for the players who are gone: a bot takes their seats from the next hand, and they can take them back later.</source>
        <translation>Thôi chờ những người đã đi: máy chơi thay vào chỗ của họ từ ván sau, và họ có thể lấy lại chỗ sau này.</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="311"/>
        <source>Scores:</source>
        <translation>Điểm:</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="51"/>
        <source>Hand {number} of {hands}</source>
        <translation>Ván {number}/{hands}</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="364"/>
        <source>You chose to go on with a bot. Waiting for the other players…</source>
        <translation>Bạn đã chọn chơi tiếp với máy. Đang chờ những người chơi khác…</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="366"/>
        <source>You chose to end the session. Waiting for the other players…</source>
        <translation>Bạn đã chọn kết thúc buổi chơi. Đang chờ những người chơi khác…</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="384"/>
        <source>Waiting to take your seat back at the next hand ({clock})</source>
        <translation>Đang chờ trở lại chỗ của bạn ở ván sau ({clock})</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="442"/>
        <source>You are playing against bots: the hand in play ends without a result. Quit tusac-lan?</source>
        <translation>Bạn đang chơi với máy: ván đang chơi kết thúc không có kết quả. Thoát tusac-lan?</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="446"/>
        <source>You are playing against bots: the hand in play ends without a result. Leave the table?</source>
        <translation>Bạn đang chơi với máy: ván đang chơi kết thúc không có kết quả. Rời bàn?</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="465"/>
        <source>Leave the table?</source>
        <translation>Rời bàn?</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="465"/>
        <source>Quit tusac-lan?</source>
        <translation>Thoát tusac-lan?</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="471"/>
        <source>Leave</source>
        <translation>Rời bàn</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="471"/>
        <source>Quit</source>
        <translation>Thoát</translation>
    </message>
    <message>
        <location filename="../table_page.py" line="473"/>
        <source>Stay</source>
        <translation>Ở lại</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="146"/>
        <source>Your cards: {cards}</source>
        <translation>Bài của bạn: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="149"/>
        <source>Shown card: {card}</source>
        <translation>Lá bài đang lật: {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="202"/>
        <source>a general is never discarded</source>
        <translation>không bao giờ được đánh tướng</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="204"/>
        <source>cannot be discarded now</source>
        <translation>lúc này không đánh được</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="264"/>
        <source>Waiting for the deal…</source>
        <translation>Đang chờ chia bài…</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="323"/>
        <source>{name} (you)</source>
        <translation>{name} (bạn)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="324"/>
        <source>{seat} · {cards} cards · {score}</source>
        <translation>{seat} · {cards} lá · {score}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="479"/>
        <source>deck {left}</source>
        <translation>nọc {left}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="494"/>
        <source>You drew</source>
        <translation>Bạn rút</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="494"/>
        <source>{seat} drew</source>
        <translation>{seat} rút</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="496"/>
        <source>You discarded</source>
        <translation>Bạn đánh</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="496"/>
        <source>{seat} discarded</source>
        <translation>{seat} đánh</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/table_widget.py" line="514"/>
        <source>not taken</source>
        <translation>không ai ăn</translation>
    </message>
</context>
<context>
    <name>TienLen</name>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="121"/>
        <source>I do not hold {card}</source>
        <translation>Tôi không có {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="200"/>
        <source>The hand is over</source>
        <translation>Hết ván</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="26"/>
        <source>a single</source>
        <translation>một lá (rác)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="27"/>
        <source>a pair (đôi)</source>
        <translation>một đôi</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="28"/>
        <source>a triple (sám)</source>
        <translation>một sám</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="29"/>
        <source>four of a kind (tứ quý)</source>
        <translation>tứ quý</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="30"/>
        <source>a sequence (sảnh)</source>
        <translation>một sảnh</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="31"/>
        <source>a double sequence (đôi thông)</source>
        <translation>đôi thông</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="32"/>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="166"/>
        <source>cards</source>
        <translation>bài</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="45"/>
        <source>six pairs</source>
        <translation>sáu đôi</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="46"/>
        <source>five pairs in sequence</source>
        <translation>năm đôi thông</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="47"/>
        <source>four 2s</source>
        <translation>tứ quý heo</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="48"/>
        <source>a dragon 3 to A</source>
        <translation>sảnh rồng 3 đến A</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="60"/>
        <source>Tiến lên</source>
        <translation>Tiến lên</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="64"/>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="65"/>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="67"/>
        <source>South</source>
        <translation>Nam</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="64"/>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="69"/>
        <source>North</source>
        <translation>Bắc</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="65"/>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="68"/>
        <source>East</source>
        <translation>Đông</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="65"/>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="70"/>
        <source>West</source>
        <translation>Tây</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="117"/>
        <source>Pass (bỏ lượt)</source>
        <translation>Bỏ lượt</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="122"/>
        <source>I do not hold it</source>
        <translation>Tôi không có lá này</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="124"/>
        <source>No instant win</source>
        <translation>Không tới trắng</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="152"/>
        <source>{name} shows an instant win (tới trắng): {cards}</source>
        <translation>{name} tới trắng: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="158"/>
        <source>{name} does not hold {card}</source>
        <translation>{name} không có {card}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="163"/>
        <source>{name} passes (bỏ lượt)</source>
        <translation>{name} bỏ lượt</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="170"/>
        <source>{name} leads {what}: {cards}</source>
        <translation>{name} đánh {what}: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="172"/>
        <source>{name} chops (chặt) with {what}: {cards}</source>
        <translation>{name} chặt bằng {what}: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="174"/>
        <source>{name} beats it with {what}: {cards}</source>
        <translation>{name} chặn bằng {what}: {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="179"/>
        <source>{name} is out, place {place}</source>
        <translation>{name} về thứ {place}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="189"/>
        <source>{name} has not played a card (cóng) and is placed last</source>
        <translation>{name} bị cóng, xếp cuối</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="192"/>
        <source>The trick is cleared; {name} leads</source>
        <translation>Hết vòng; {name} đánh trước</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="204"/>
        <source>Nobody led the first trick: the hand is void.</source>
        <translation>Không ai đánh vòng đầu: ván bị hủy.</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="208"/>
        <source>{name} wins at once with {what} (tới trắng)</source>
        <translation>{name} tới trắng với {what}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="213"/>
        <source>Finishing order: {order}</source>
        <translation>Thứ tự về: {order}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="216"/>
        <source>{name} kept 2s (thối heo): {black} black, {red} red</source>
        <translation>{name} thối heo: {black} heo đen, {red} heo đỏ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="221"/>
        <source>{name} never played a card (cóng)</source>
        <translation>{name} bị cóng (chưa đánh lá nào)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="223"/>
        <source>Payments: {paid}</source>
        <translation>Tiền: {paid}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="238"/>
        <source>{name} still held: {cards}</source>
        <translation>{name} còn trên tay: {cards}</translation>
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
        <translation>Bài còn trên tay</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="253"/>
        <source>Stake</source>
        <translation>Tiền cược</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="254"/>
        <source>Chips the last player left pays each other player</source>
        <translation>Số phỉnh người về chót trả cho mỗi người khác</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="258"/>
        <source>A 2 in a sequence</source>
        <translation>Heo trong sảnh</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="259"/>
        <source>Whether a 2 may end a sequence or a double sequence (K-A-2; A-2-3 never)</source>
        <translation>Heo có được đứng cuối sảnh hay đôi thông không (K-A-2; không bao giờ A-2-3)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="260"/>
        <source>never</source>
        <translation>không bao giờ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="260"/>
        <source>at the top</source>
        <translation>ở đầu trên</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="263"/>
        <source>Chop after a pass</source>
        <translation>Chặt sau khi bỏ lượt</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="264"/>
        <source>Whether a player who passed may still chop</source>
        <translation>Người đã bỏ lượt có còn được chặt không</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="265"/>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="322"/>
        <source>no</source>
        <translation>không</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="265"/>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="322"/>
        <source>yes</source>
        <translation>có</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="268"/>
        <source>Instant win (tới trắng)</source>
        <translation>Tới trắng</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="269"/>
        <source>Stakes each other player pays for an instant win shown before play (0: none)</source>
        <translation>Số cược mỗi người khác trả cho tới trắng lật trước khi đánh (0: không có)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="273"/>
        <source>Black 2 kept (thối heo)</source>
        <translation>Thối heo đen</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="274"/>
        <source>Chips the last player pays the first out for each black 2 kept</source>
        <translation>Số phỉnh người về chót trả người về nhất cho mỗi heo đen còn giữ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="278"/>
        <source>Red 2 kept (thối heo)</source>
        <translation>Thối heo đỏ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="279"/>
        <source>Chips the last player pays the first out for each red 2 kept</source>
        <translation>Số phỉnh người về chót trả người về nhất cho mỗi heo đỏ còn giữ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="283"/>
        <source>Cóng</source>
        <translation>Cóng</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="284"/>
        <source>How many times its place a player who never played a card pays (0: no cóng)</source>
        <translation>Người chưa đánh lá nào trả gấp mấy lần phần của chỗ mình (0: không tính cóng)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="288"/>
        <source>Who pays</source>
        <translation>Ai trả</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="289"/>
        <source>The last player pays each other, or by finishing order, or by pairs</source>
        <translation>Người về chót trả từng người, hoặc theo thứ tự về, hoặc theo cặp</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="291"/>
        <source>last pays each</source>
        <translation>người chót trả từng người</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="292"/>
        <source>by finishing order</source>
        <translation>theo thứ tự về</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="293"/>
        <source>by pairs</source>
        <translation>theo cặp</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="297"/>
        <source>Deal at 3 players</source>
        <translation>Chia bài khi 3 người</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="298"/>
        <source>At 3 players deal 17 cards each instead of 13</source>
        <translation>Khi 3 người, chia mỗi người 17 lá thay vì 13</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="299"/>
        <source>13 each</source>
        <translation>mỗi người 13</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="299"/>
        <source>all equally</source>
        <translation>chia hết đều nhau</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="302"/>
        <source>Direction of play</source>
        <translation>Chiều đánh</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="303"/>
        <source>Clockwise unless the players agree otherwise</source>
        <translation>Theo chiều kim đồng hồ trừ khi người chơi thỏa thuận khác</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="304"/>
        <source>clockwise</source>
        <translation>theo chiều kim đồng hồ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="304"/>
        <source>counter-clockwise</source>
        <translation>ngược chiều kim đồng hồ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="345"/>
        <source>&lt;h2&gt;Tiến lên&lt;/h2&gt;&lt;p&gt;13 cards each; ranks from 3 up to A, then 2 (heo), the strongest; suits ♠ ♣ ♦ ♥ from the weakest. Play singles, pairs, triples, fours, sequences of three or more (sảnh) and double sequences (đôi thông). Beat the play on the table with the same kind and count, higher by its highest card, or pass until the trick is cleared. The first out wins; the last one left pays. A 2 can be chopped (chặt) by four of a kind or a double sequence of three pairs.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Tiến lên&lt;/h2&gt;&lt;p&gt;Mỗi người 13 lá; thứ tự từ 3 lên đến A, rồi 2 (heo) là lớn nhất; chất ♠ ♣ ♦ ♥ từ nhỏ đến lớn. Đánh rác, đôi, sám, tứ quý, sảnh từ ba lá trở lên và đôi thông. Chặn bài trên bàn bằng bộ cùng loại, cùng số lá, lá cao nhất lớn hơn; hoặc bỏ lượt đến hết vòng. Ai về đầu thắng; người còn lại cuối cùng phải trả. Heo có thể bị chặt bằng tứ quý hoặc ba đôi thông.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="307"/>
        <source>Chops (chặt)</source>
        <translation>Chặt</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="308"/>
        <source>Which bombs chop: the seed&apos;s list (a four or three pairs in sequence a single 2, four pairs a pair of 2s, five pairs three 2s), or the southern order (a bomb chops every weaker bomb)</source>
        <translation>Bộ nào chặt được: theo luật gốc (tứ quý hoặc ba đôi thông chặt một heo, bốn đôi thông chặt đôi heo, năm đôi thông chặt ba heo), hoặc theo thứ tự miền Nam (bom mạnh chặt mọi bom yếu hơn)</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="313"/>
        <source>the seed&apos;s list</source>
        <translation>theo luật gốc</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="313"/>
        <source>southern order</source>
        <translation>thứ tự miền Nam</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="316"/>
        <source>Follow suit</source>
        <translation>Theo chất</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="317"/>
        <source>The north&apos;s rule: a single beats only a single of its suit, a pair or triple only one of as many red cards, a sequence only one of the same suits</source>
        <translation>Luật miền Bắc: rác chỉ chặn được rác cùng chất, đôi hay sám chỉ chặn được bộ có cùng số lá đỏ, sảnh chỉ chặn được sảnh cùng chất</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="325"/>
        <source>Sequences (sảnh)</source>
        <translation>Sảnh</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="326"/>
        <source>The north&apos;s rule: a sequence is of one suit</source>
        <translation>Luật miền Bắc: sảnh phải cùng một chất</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="327"/>
        <source>mixed suits</source>
        <translation>lẫn chất</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="327"/>
        <source>one suit</source>
        <translation>cùng chất</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="330"/>
        <source>Going out on a 2</source>
        <translation>Về bằng heo</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="331"/>
        <source>The north&apos;s rule: a player who goes out with a play holding a 2 is placed last</source>
        <translation>Luật miền Bắc: ai về bằng bộ có heo bị xếp chót</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="332"/>
        <source>allowed</source>
        <translation>được</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="332"/>
        <source>placed last</source>
        <translation>bị xếp chót</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="339"/>
        <source>the seed&apos;s rules</source>
        <translation>luật gốc</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="340"/>
        <source>southern (miền Nam)</source>
        <translation>miền Nam</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="341"/>
        <source>northern (miền Bắc)</source>
        <translation>miền Bắc</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="38"/>
        <source>a 2 (heo)</source>
        <translation>một con heo</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="39"/>
        <source>a pair of 2s (đôi heo)</source>
        <translation>đôi heo</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="40"/>
        <source>three 2s (sám heo)</source>
        <translation>sám heo</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tienlen/client.py" line="185"/>
        <source>{name} went out on a 2 (về bằng heo) and is placed last</source>
        <translation>{name} về bằng heo, bị xếp chót</translation>
    </message>
</context>
<context>
    <name>Vote</name>
    <message>
        <location filename="../vote_words.py" line="23"/>
        <source>No answer in time: going on with a bot, as the table does by default.</source>
        <translation>Không trả lời kịp: chơi tiếp với máy, như bàn đã định sẵn.</translation>
    </message>
    <message>
        <location filename="../vote_words.py" line="25"/>
        <source>The table waits for your answer.</source>
        <translation>Bàn chờ câu trả lời của bạn.</translation>
    </message>
    <message>
        <location filename="../vote_words.py" line="27"/>
        <source>Waiting for the votes of {names}.</source>
        <translation>Đang chờ ý kiến của {names}.</translation>
    </message>
    <message>
        <location filename="../vote_words.py" line="29"/>
        <source>No vote came from {names}: a bot takes their seat too; they may take it back.</source>
        <translation>{names} không trả lời: máy cũng chơi thay chỗ của họ; họ có thể quay lại chỗ ngồi sau.</translation>
    </message>
    <message>
        <location filename="../vote_words.py" line="32"/>
        <source>The next table did not come about: trying again without {names}.</source>
        <translation>Chưa lập được bàn tiếp theo: thử lại mà không có {names}.</translation>
    </message>
    <message>
        <location filename="../vote_words.py" line="34"/>
        <source>The next table did not come about: trying again.</source>
        <translation>Chưa lập được bàn tiếp theo: đang thử lại.</translation>
    </message>
    <message>
        <location filename="../vote_words.py" line="36"/>
        <source>The players did not agree on a next table in time: the session ends.</source>
        <translation>Người chơi chưa thống nhất được bàn tiếp theo kịp lúc: buổi chơi kết thúc.</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../lobby_page.py" line="434"/>
        <location filename="../main_window.py" line="83"/>
        <location filename="../main_window.py" line="419"/>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="183"/>
        <source>&amp;Game</source>
        <translation>&amp;Ván chơi</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="187"/>
        <source>Play now</source>
        <translation>Chơi ngay</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="195"/>
        <source>Host a table…</source>
        <translation>Mở bàn…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="196"/>
        <source>Set up a table for players on your network</source>
        <translation>Mở một bàn cho người chơi trong mạng của bạn</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="202"/>
        <source>Join a table…</source>
        <translation>Vào bàn…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="203"/>
        <source>Take a seat at a table on your network</source>
        <translation>Ngồi vào một bàn trong mạng của bạn</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="209"/>
        <source>House rules…</source>
        <translation>Luật nhà…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="210"/>
        <source>Choose the rules for the tables you start</source>
        <translation>Chọn luật cho các bàn bạn bắt đầu</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="217"/>
        <source>Open a hand history…</source>
        <translation>Mở lịch sử ván…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="218"/>
        <source>Check a saved hand and replay it</source>
        <translation>Kiểm tra một ván đã lưu và xem lại</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="225"/>
        <source>Leave the table</source>
        <translation>Rời bàn</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="226"/>
        <source>Stop playing and go back to the lobby</source>
        <translation>Thôi chơi và về phòng chờ</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="234"/>
        <source>Quit</source>
        <translation>Thoát</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="235"/>
        <source>Close tusac-lan</source>
        <translation>Đóng tusac-lan</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="240"/>
        <source>&amp;View</source>
        <translation>&amp;Hiển thị</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="241"/>
        <source>Language</source>
        <translation>Ngôn ngữ</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="243"/>
        <source>System language</source>
        <translation>Ngôn ngữ của hệ thống</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="249"/>
        <source>Show the game in this language</source>
        <translation>Hiện trò chơi bằng ngôn ngữ này</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="258"/>
        <source>Full screen</source>
        <translation>Toàn màn hình</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="259"/>
        <source>Use the whole screen</source>
        <translation>Dùng cả màn hình</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="265"/>
        <source>&amp;Help</source>
        <translation>&amp;Trợ giúp</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="269"/>
        <source>How to play</source>
        <translation>Cách chơi</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="270"/>
        <source>The rules of the chosen game in short</source>
        <translation>Luật chơi tóm tắt của trò đã chọn</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="277"/>
        <source>Legend</source>
        <translation>Chú giải</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="278"/>
        <source>What the marks, letters and colours on the cards mean</source>
        <translation>Ý nghĩa của dấu, chữ cái và màu trên lá bài</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="285"/>
        <source>About tusac-lan</source>
        <translation>Giới thiệu tusac-lan</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="286"/>
        <source>Versions and the font licence</source>
        <translation>Phiên bản và giấy phép phông chữ</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="295"/>
        <source>Leave the table first</source>
        <translation>Hãy rời bàn trước</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="300"/>
        <source>The rules of a table cannot change while it plays</source>
        <translation>Không thể đổi luật khi bàn đang chơi</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="302"/>
        <source>You are not at a table</source>
        <translation>Bạn không ngồi ở bàn nào</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="324"/>
        <source>{game} — tusac-lan</source>
        <translation>{game} — tusac-lan</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="374"/>
        <source>Identity</source>
        <translation>Danh tính</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="375"/>
        <source>Journals</source>
        <translation>Nhật ký bàn</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="376"/>
        <source>Histories</source>
        <translation>Lịch sử ván</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="377"/>
        <source>Settings</source>
        <translation>Cài đặt</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="394"/>
        <location filename="../main_window.py" line="398"/>
        <source>The new language is used when you leave the table.</source>
        <translation>Ngôn ngữ mới sẽ được dùng khi bạn rời bàn.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="606"/>
        <location filename="../score_sheet.py" line="45"/>
        <source>{seat} ({level} bot)</source>
        <translation>{seat} (máy {level})</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="710"/>
        <source>{name} (host) — {seat} — ready</source>
        <translation>{name} (chủ bàn) — {seat} — sẵn sàng</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="714"/>
        <source>{seat}: waiting for a player</source>
        <translation>{seat}: đang chờ người chơi</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="716"/>
        <source>{seat}: {level} bot</source>
        <translation>{seat}: máy {level}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="719"/>
        <source>Hosting “{name}” on {address}; players still to come: {count}</source>
        <translation>Đang mở bàn “{name}” ở {address}; còn chờ {count} người chơi</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="744"/>
        <source>Hosting on {address} — table code {code}: players need the address and the code to join</source>
        <translation>Đang mở bàn ở {address} — mã bàn {code}: người chơi cần cả địa chỉ và mã này để vào</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="748"/>
        <source>Hosting on {address} — players can join this address</source>
        <translation>Đang mở bàn ở {address} — người chơi có thể vào địa chỉ này</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="755"/>
        <source>Type the host&apos;s address, like 192.168.1.20:7777</source>
        <translation>Gõ địa chỉ của chủ bàn, ví dụ 192.168.1.20:7777</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="958"/>
        <location filename="../session.py" line="293"/>
        <source>Session over</source>
        <translation>Hết buổi chơi</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="584"/>
        <location filename="../main_window.py" line="761"/>
        <source>Joining {address}…</source>
        <translation>Đang vào {address}…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="777"/>
        <source>Seated at the table at {address}: it starts when the host starts it</source>
        <translation>Đã có chỗ ở bàn tại {address}: bàn bắt đầu khi chủ bàn bắt đầu</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="788"/>
        <location filename="../main_window.py" line="798"/>
        <source>Going back to the table at {address}…</source>
        <translation>Đang quay lại bàn ở {address}…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="844"/>
        <source>Open a hand history</source>
        <translation>Mở lịch sử ván</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="846"/>
        <source>Hand histories (*.tusac)</source>
        <translation>Lịch sử ván (*.tusac)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="929"/>
        <source>You closed the table you were hosting.</source>
        <translation>Bạn đã đóng bàn bạn mở.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="931"/>
        <source>You stopped joining the table.</source>
        <translation>Bạn đã thôi vào bàn.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="950"/>
        <source>Could not take a seat: {reason}</source>
        <translation>Không vào bàn được: {reason}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="952"/>
        <source>The table you host has closed: {reason}</source>
        <translation>Bàn bạn mở đã đóng: {reason}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="954"/>
        <location filename="../main_window.py" line="960"/>
        <source>The table has closed: {reason}</source>
        <translation>Bàn đã đóng: {reason}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="914"/>
        <source>Starting the table: bots take the free seats…</source>
        <translation>Đang bắt đầu bàn: máy ngồi vào các chỗ trống…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="582"/>
        <location filename="../main_window.py" line="758"/>
        <source>Waiting for the host to open the table at {address} again…</source>
        <translation>Đang chờ chủ bàn mở lại bàn ở {address}…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="681"/>
        <location filename="../main_window.py" line="972"/>
        <source>The session is over. Host or join a table to play again.</source>
        <translation>Hết buổi chơi. Mở bàn hoặc vào một bàn để chơi tiếp.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="683"/>
        <location filename="../main_window.py" line="974"/>
        <source>You left the table.</source>
        <translation>Bạn đã rời bàn.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="24"/>
        <source>South</source>
        <translation>Nam</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="25"/>
        <source>East</source>
        <translation>Đông</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="26"/>
        <source>North</source>
        <translation>Bắc</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="27"/>
        <source>West</source>
        <translation>Tây</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="17"/>
        <source>green</source>
        <translation>xanh</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="18"/>
        <source>red</source>
        <translation>đỏ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="19"/>
        <source>white</source>
        <translation>trắng</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="20"/>
        <source>yellow</source>
        <translation>vàng</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="26"/>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="45"/>
        <source>general</source>
        <translation>tướng</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="27"/>
        <source>advisor</source>
        <translation>sĩ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="28"/>
        <source>elephant</source>
        <translation>tượng</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="29"/>
        <source>chariot</source>
        <translation>xe</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="30"/>
        <source>cannon</source>
        <translation>pháo</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="31"/>
        <source>horse</source>
        <translation>mã</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="32"/>
        <source>soldier</source>
        <translation>chốt</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/four_colour/client/names.py" line="39"/>
        <source>{colour} {rank} ({code})</source>
        <translation>{rank} {colour} ({code})</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="39"/>
        <source>four of a kind</source>
        <translation>khui</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="39"/>
        <source>four of a kind from the deal</source>
        <translation>quằn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="41"/>
        <source>three of a kind</source>
        <translation>khạp</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="42"/>
        <source>pair</source>
        <translation>đôi</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="37"/>
        <source>A-B-C run</source>
        <translation>tướng sĩ tượng</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="37"/>
        <source>X-Y-Z run</source>
        <translation>xe pháo mã</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="43"/>
        <source>three soldiers</source>
        <translation>ba chốt</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="44"/>
        <source>four soldiers</source>
        <translation>bốn chốt</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="58"/>
        <source>Three soldiers</source>
        <translation>Ba chốt</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="60"/>
        <source>Win!</source>
        <translation>Tới!</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="61"/>
        <source>Four of a kind</source>
        <translation>Khui</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="62"/>
        <source>Three of a kind</source>
        <translation>Ăn khạp</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="63"/>
        <source>Lay on my three</source>
        <translation>Khui lên khạp</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="64"/>
        <source>Run</source>
        <translation>Ăn thành bộ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="65"/>
        <source>Four soldiers</source>
        <translation>Ăn bốn chốt</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="66"/>
        <source>Pair</source>
        <translation>Ăn đôi</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="67"/>
        <source>Take the general</source>
        <translation>Lấy tướng</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="75"/>
        <source>Take the shown card and end the hand: no trash is left</source>
        <translation>Ăn lá đang lật và kết thúc ván: hết rác</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="76"/>
        <source>Take the shown card onto three identical cards from your hand (kong)</source>
        <translation>Ăn lá đang lật vào ba lá giống nhau trên tay</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="77"/>
        <source>Take the shown card onto a pair from your hand (pong)</source>
        <translation>Ăn lá đang lật vào một đôi trên tay thành khạp</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="78"/>
        <source>Lay the card you drew on your exposed three of a kind</source>
        <translation>Đặt lá vừa rút lên khạp đã hạ của bạn</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="79"/>
        <source>Take the shown card into a run: A-B-C or X-Y-Z of one colour, or soldiers of three colours (chow)</source>
        <translation>Ăn lá đang lật thành bộ: tướng sĩ tượng hoặc xe pháo mã cùng màu, hoặc chốt ba màu</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="82"/>
        <source>Take the shown soldier into four soldiers of four colours</source>
        <translation>Ăn chốt đang lật thành bốn chốt bốn màu</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="83"/>
        <source>Take the shown card onto its twin from your hand</source>
        <translation>Ăn lá đang lật với lá giống nó trên tay thành đôi</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="84"/>
        <source>A general you drew must be taken: alone, or with its advisor and elephant</source>
        <translation>Tướng vừa rút phải lấy: để riêng, hoặc ghép với sĩ và tượng cùng màu</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="94"/>
        <source>Deal</source>
        <translation>Chia bài</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="96"/>
        <source>{who} discards {cards}</source>
        <translation>{who} đánh {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="98"/>
        <source>{who} draws {cards}</source>
        <translation>{who} rút {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="100"/>
        <source>{who} passes</source>
        <translation>{who} bỏ qua</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="102"/>
        <source>{who}: {claim} {cards}</source>
        <translation>{who}: {claim} {cards}</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="118"/>
        <source>beginner</source>
        <translation>mới chơi</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="119"/>
        <source>good</source>
        <translation>khá</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="120"/>
        <source>expert</source>
        <translation>cao thủ</translation>
    </message>
    <message>
        <location filename="../../tusac_lan/games/tusac/client/words.py" line="112"/>
        <source>player</source>
        <translation>người chơi</translation>
    </message>
</context>
</TS>

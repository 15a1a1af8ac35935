#include "export/report_words.hpp"

#include <utility>

#include "core/partial_date.hpp"
#include "core/variant_name.hpp"

namespace damascope::exporting {

namespace {

ReportWords english() {
    ReportWords w;
    w.tags = "Tags";
    w.moves = "Moves";
    w.evaluation = "Evaluation";
    w.diagrams = "Diagrams";
    w.marks = "Marks";
    w.contents = "Contents";
    w.standings = "Standings";
    w.start = "Start";
    w.stops_at_ply = "The record stops at ply {}";
    w.depth = "depth";
    w.summary_moves = "Moves";
    w.summary_inaccuracies = "Inaccuracies ?!";
    w.summary_mistakes = "Mistakes ?";
    w.summary_blunders = "Blunders ??";
    w.summary_average_loss = "Average loss (centi-men)";
    w.white = "White";
    w.black = "Black";
    w.ply = "Ply";
    w.move = "Move";
    w.marks_column = "Marks";
    w.evaluation_column = "Evaluation";
    w.engine_move = "Engine's move";
    w.engine_prefix = "engine:";
    w.no_move_marked = "No move is marked.";
    w.variation = "variation";
    w.missed_capture = "missed capture";
    w.longer_chain = "longer chain available";
    w.inaccuracy = "inaccuracy";
    w.mistake = "mistake";
    w.blunder = "blunder";
    w.legend =
        "<span class=\"mark missed\">\u2298</span> a compulsory capture was missed \u00b7 "
        "<span class=\"mark longer\">\u226b</span> a longer capture chain was available \u00b7 "
        "<span class=\"mark inaccuracy\">?!</span> inaccuracy \u00b7 <span class=\"mark "
        "mistake\">?</span> mistake \u00b7 <span class=\"mark blunder\">?\?</span> blunder (the "
        "engine's judgement)";
    w.white_wins_in = "White wins in {} plies";
    w.black_wins_in = "Black wins in {} plies";
    w.games_count = "{} games";
    w.booklet_title = "Games";
    w.unknown = "\u2014";
    return w;
}

ReportWords arabic() {
    ReportWords w;
    w.lang = "ar";
    w.right_to_left = true;
    w.tags = "بيانات المباراة";
    w.moves = "النقلات";
    w.evaluation = "التقييم";
    w.diagrams = "الأشكال";
    w.marks = "العلامات";
    w.contents = "المحتويات";
    w.standings = "جدول الترتيب";
    w.start = "وضع البداية";
    w.stops_at_ply = "يتوقف السجل عند النقلة {}";
    w.depth = "العمق";
    w.summary_moves = "النقلات";
    w.summary_inaccuracies = "عدم الدقة ?!";
    w.summary_mistakes = "الأخطاء ?";
    w.summary_blunders = "الأخطاء الفادحة ??";
    w.summary_average_loss = "متوسط الخسارة (جزء من مئة من القطعة)";
    w.white = "الأبيض";
    w.black = "الأسود";
    w.ply = "النقلة";
    w.move = "الحركة";
    w.marks_column = "العلامات";
    w.evaluation_column = "التقييم";
    w.engine_move = "نقلة المحرك";
    w.engine_prefix = "المحرك:";
    w.no_move_marked = "لا توجد نقلة عليها علامة.";
    w.variation = "فرع";
    w.missed_capture = "أكل إجباري فائت";
    w.longer_chain = "كانت سلسلة أكل أطول متاحة";
    w.inaccuracy = "عدم دقة";
    w.mistake = "خطأ";
    w.blunder = "خطأ فادح";
    w.legend =
        "<span class=\"mark missed\">\u2298</span> فات أكلٌ إجباري \u00b7 "
        "<span class=\"mark longer\">\u226b</span> كانت سلسلة أكل أطول متاحة \u00b7 "
        "<span class=\"mark inaccuracy\">?!</span> عدم دقة \u00b7 <span class=\"mark "
        "mistake\">?</span> خطأ \u00b7 <span class=\"mark blunder\">?\?</span> خطأ فادح (حكم "
        "المحرك)";
    w.white_wins_in = "يفوز الأبيض في {} نقلة";
    w.black_wins_in = "يفوز الأسود في {} نقلة";
    w.games_count = "عدد المباريات: {}";
    w.booklet_title = "مباريات";
    w.unknown = "\u2014";
    return w;
}

}  // namespace

bool is_report_language(std::string_view language) {
    return language == "en" || language == "ar";
}

ReportWords report_words(std::string_view language) {
    return language == "ar" ? arabic() : english();
}

std::string tag_label(const ReportWords& w, std::string_view tag) {
    if (!w.right_to_left) return std::string(tag);
    static const std::pair<std::string_view, std::string_view> arabic_tags[] = {
        {"Event", "البطولة"},          {"Site", "المكان"},
        {"Date", "التاريخ"},           {"Round", "الجولة"},
        {"White", "الأبيض"},           {"Black", "الأسود"},
        {"Result", "النتيجة"},         {"WhiteElo", "تقييم الأبيض"},
        {"BlackElo", "تقييم الأسود"},  {"Annotator", "المعلّق"},
        {"Mode", "طريقة اللعب"},       {"GameType", "نوع اللعبة"},
        {"Opening", "الافتتاح"},       {"Time", "الوقت"},
        {"TimeControl", "نظام الوقت"}, {"Termination", "طريقة الانتهاء"}};
    for (const auto& [pdn, label] : arabic_tags)
        if (tag == pdn) return std::string(label);
    return std::string(tag);
}

std::string variant_words(const ReportWords& w, core::Variant v) {
    if (!w.right_to_left) return std::string(core::variant_title(v));
    switch (v) {
        case core::Variant::dama:
            return "الدامة — القواعد العربية";
        case core::Variant::turkish:
            return "الدامة — الاتحاد التركي";
        case core::Variant::dhama:
            return "الضامة";
    }
    return "?";
}

std::string date_words(const ReportWords& w, const std::string& pdn_date) {
    const auto known = core::known_date(pdn_date);
    if (!known) return pdn_date;
    return known->empty() ? w.unknown : *known;
}

std::string with_value(std::string_view text, std::string_view value) {
    std::string out(text);
    if (const auto at = out.find("{}"); at != std::string::npos) out.replace(at, 2, value);
    return out;
}

}  // namespace damascope::exporting

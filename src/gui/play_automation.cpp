#include "play_automation.hpp"

#include <iostream>
#include <sstream>

#include "app/play_texts.hpp"
#include "board_view.hpp"
#include "core/notation.hpp"
#include "main_frame.hpp"
#include "play_frame.hpp"
#include "play_setup_dialog.hpp"

namespace damascope::gui {

bool PlayAutomation::Start(MainFrame* main) {
    app::PlaySetup setup;
    setup.start = main->Document().session().position();
    setup.user_name = DefaultPlayerName();
    setup.white_name = "Player 1";
    setup.black_name = "Player 2";
    bool turn = false;
    std::istringstream parts(spec_);
    bool first = true;
    for (std::string part; std::getline(parts, part, ',');) {
        if (first) {
            if (part != "computer" && part != "local") {
                std::cerr << "damascope: --play " << spec_ << ": computer or local first\n";
                return false;
            }
            setup.mode = part == "computer" ? app::PlayMode::computer : app::PlayMode::local;
            first = false;
        } else if (part.starts_with("level=")) {
            setup.level = std::atoi(part.c_str() + 6);
        } else if (part == "black") {
            setup.user = core::Color::black;
        } else if (part.starts_with("clock=")) {
            const auto tc = app::parse_time_control(part.substr(6));
            if (!tc) {
                std::cerr << "damascope: --play " << spec_ << ": clock=M+I, as 5+3\n";
                return false;
            }
            setup.clock = *tc;
        } else if (part == "turn") {
            turn = true;
        } else if (part == "hint" || part == "resign" || part == "takeback") {
            after_.push_back(part);
        } else {
            std::cerr << "damascope: --play " << spec_ << ": '" << part << "' is not understood\n";
            return false;
        }
    }
    wxString error;
    frame_ = StartPlay(main, setup, turn, &error);
    if (!frame_) {
        std::cerr << "damascope: --play: " << error.utf8_string() << "\n";
        return false;
    }
    if (size_given_) frame_->SetSize(0, 0, width_, height_);
    return true;
}

bool PlayAutomation::Step() {
    if (frame_->EngineBusy() || frame_->Session().engine_to_move()) return false;
    if (next_click_ < clicks_.size()) {
        const std::string& text = clicks_[next_click_++];
        const auto sq = core::parse_square(frame_->Session().position().variant(), text);
        if (!sq) {
            std::cerr << "damascope: --click " << text << ": not a square of this board\n";
            failed_ = true;
            return false;
        }
        frame_->Board()->ClickSquare(*sq);
        return false;
    }
    if (next_after_ < after_.size()) {
        const std::string& a = after_[next_after_++];
        if (a == "hint") frame_->Hint();
        if (a == "takeback") frame_->TakeBack();
        if (a == "resign") frame_->Resign(false);
        return false;
    }
    return true;
}

void PlayAutomation::Print() const {
    const app::PlaySession& s = frame_->Session();
    std::cout << "play: " << frame_->StatusWords().utf8_string() << "\n";
    std::cout << "play-title: " << frame_->GetTitle().utf8_string() << "\n";
    for (core::Color c : {core::Color::white, core::Color::black})
        std::cout << "play-clock " << (c == core::Color::white ? "white" : "black") << ": "
                  << app::clock_text(s.clock().left(c)) << "\n";
    std::cout << "play-moves:";
    core::Position pos = s.setup().start;
    for (const core::Move& m : s.moves()) {
        std::cout << " " << core::format_recorded_move(pos, m);
        pos.play(m);
    }
    std::cout << "\n";
    std::cout << "play-game: " << s.game_id() << "\n";
    std::cout << "play-flipped: " << (frame_->Board()->IsFlipped() ? "yes" : "no") << "\n";
    for (const std::string& probe : probes_) {
        const auto sq = core::parse_square(s.position().variant(), probe);
        if (!sq) continue;
        const wxPoint p = frame_->Board()->ClientToScreen(frame_->Board()->SquareCentre(*sq)) -
                          frame_->GetScreenRect().GetTopLeft();
        std::cout << "square " << probe << ": " << p.x << " " << p.y << "\n";
    }
    std::cout << "window: " << frame_->GetSize().x << "x" << frame_->GetSize().y << "\n";
}

}  // namespace damascope::gui

// A minimal streaming JSON writer for --json output (objects, arrays, strings, numbers, booleans).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace damascope::cli {

class JsonWriter {
  public:
    JsonWriter& begin_object();
    JsonWriter& end_object();
    JsonWriter& begin_array();
    JsonWriter& end_array();
    // Names the next value inside an object.
    JsonWriter& key(std::string_view k);
    JsonWriter& value(std::string_view s);
    JsonWriter& value(const char* s) { return value(std::string_view(s)); }
    JsonWriter& value(const std::string& s) { return value(std::string_view(s)); }
    JsonWriter& value(std::int64_t n);
    JsonWriter& value(std::uint64_t n);
    JsonWriter& value(int n) { return value(static_cast<std::int64_t>(n)); }
    JsonWriter& value(double d);
    JsonWriter& value(bool b);
    JsonWriter& null();

    const std::string& str() const { return out_; }

  private:
    void separate();
    std::string out_;
    std::vector<bool> first_;  // per open container: no element written yet
    bool after_key_ = false;
};

std::string json_escape(std::string_view s);

}  // namespace damascope::cli

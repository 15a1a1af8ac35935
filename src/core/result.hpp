// Result<T>: a value, or an error message that says what went wrong and where.
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace damascope::core {

struct Error {
    std::string message;
};

template <class T>
class Result {
  public:
    Result(T value) : data_(std::move(value)) {}      // NOLINT: implicit on purpose
    Result(Error error) : data_(std::move(error)) {}  // NOLINT

    bool ok() const { return data_.index() == 0; }
    explicit operator bool() const { return ok(); }

    const T& value() const& {
        assert(ok());
        return std::get<0>(data_);
    }
    T& value() & {
        assert(ok());
        return std::get<0>(data_);
    }
    T&& value() && {
        assert(ok());
        return std::get<0>(std::move(data_));
    }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }

    const std::string& error() const {
        assert(!ok());
        return std::get<1>(data_).message;
    }

  private:
    std::variant<T, Error> data_;
};

}  // namespace damascope::core

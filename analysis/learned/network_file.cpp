// The weights file (written by resources/learned/train.py), little-endian:
//   "DMSCNET1"                      8 bytes
//   u32 format (1), u32 variant (0 dama, 1 turkish, 2 dhama)
//   u32 inputs, hidden, layer 1, layer 2 counts (must be this build's: 256, 128, 32, 32)
//   u32 name length (at most 200), the name (UTF-8)
//   i16 layer 0 weights [input][hidden], i16 layer 0 bias [hidden]
//   i16 layer 1 weights [out][in], i32 layer 1 bias; the same for layer 2
//   i16 output weights [32], i32 output bias
//   u64 FNV-1a (core::Fnv1a::words) of every byte before it
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <mutex>
#include <span>
#include <vector>

#include "analysis/learned/network.hpp"
#include "core/fnv1a.hpp"
#include "core/install_layout.hpp"
#include "core/variant_name.hpp"

#ifndef DAMASCOPE_NETWORK_DIR
#define DAMASCOPE_NETWORK_DIR "resources/learned"
#endif

namespace damascope::analysis::learned {

namespace {

constexpr char magic[8] = {'D', 'M', 'S', 'C', 'N', 'E', 'T', '1'};
// Layer 0's sums must stay inside 16 bits with all 32 pieces of a Dama board on it.
constexpr int max_feature_weight = 900;
constexpr int max_feature_bias = 3000;

class Reader {
  public:
    explicit Reader(std::span<const std::uint8_t> bytes) : bytes_(bytes) {}
    bool has(std::size_t n) const { return pos_ + n <= bytes_.size(); }
    std::uint32_t u32() { return static_cast<std::uint32_t>(take(4)); }
    std::int32_t i32() { return static_cast<std::int32_t>(static_cast<std::uint32_t>(take(4))); }
    std::int16_t i16() { return static_cast<std::int16_t>(static_cast<std::uint16_t>(take(2))); }
    std::uint64_t u64() { return take(8); }
    std::size_t position() const { return pos_; }
    std::string text(std::size_t n) {
        std::string s(reinterpret_cast<const char*>(bytes_.data() + pos_), n);
        pos_ += n;
        return s;
    }

  private:
    std::uint64_t take(int n) {
        std::uint64_t v = 0;
        for (int i = 0; i < n; ++i)
            v |= std::uint64_t{bytes_[pos_ + static_cast<std::size_t>(i)]} << (8 * i);
        pos_ += static_cast<std::size_t>(n);
        return v;
    }
    std::span<const std::uint8_t> bytes_;
    std::size_t pos_ = 0;
};

constexpr std::size_t body_size() {
    return 2 * (std::size_t{input_count} * hidden_count + hidden_count) +
           2 * std::size_t{layer1_count} * 2 * hidden_count + 4 * layer1_count +
           2 * std::size_t{layer2_count} * layer1_count + 4 * layer2_count + 2 * layer2_count + 4;
}

LoadedNetwork failure(const std::filesystem::path& file, const std::string& why) {
    return {nullptr, file.string() + ": " + why};
}

LoadedNetwork parse(const std::filesystem::path& file, std::span<const std::uint8_t> bytes) {
    constexpr std::size_t header = 8 + 4 * 7;
    if (bytes.size() < header + 8 || std::memcmp(bytes.data(), magic, 8) != 0)
        return failure(file, "not a damascope network file");
    core::Fnv1a sum;
    sum.words(bytes.first(bytes.size() - 8));
    Reader tail(bytes.subspan(bytes.size() - 8));
    if (tail.u64() != sum.value())
        return failure(file, "damaged (its checksum does not match its bytes)");
    Reader r(bytes.first(bytes.size() - 8));
    r.text(8);
    const std::uint32_t format = r.u32();
    if (format != 1)
        return failure(file, "network format " + std::to_string(format) + ", this build reads 1");
    const std::uint32_t variant = r.u32();
    if (variant > 2) return failure(file, "unknown variant code " + std::to_string(variant));
    const std::uint32_t shape[4] = {r.u32(), r.u32(), r.u32(), r.u32()};
    if (shape[0] != input_count || shape[1] != hidden_count || shape[2] != layer1_count ||
        shape[3] != layer2_count)
        return failure(file, "a network of another shape (" + std::to_string(shape[0]) + "-" +
                                 std::to_string(shape[1]) + "-" + std::to_string(shape[2]) + "-" +
                                 std::to_string(shape[3]) + ", this build reads 256-128-32-32)");
    const std::uint32_t name_length = r.u32();
    if (name_length > 200 || !r.has(name_length)) return failure(file, "damaged (bad name length)");
    auto net = std::make_shared<Network>();
    net->variant = variant == 0   ? core::Variant::dama
                   : variant == 1 ? core::Variant::turkish
                                  : core::Variant::dhama;
    net->name = r.text(name_length);
    if (!r.has(body_size()) || r.position() + body_size() != bytes.size() - 8)
        return failure(file, "damaged (its size is not a network's)");
    for (auto& row : net->feature_weights)
        for (auto& w : row) {
            w = r.i16();
            if (std::abs(w) > max_feature_weight)
                return failure(file, "damaged (a layer 0 weight out of range)");
        }
    for (auto& b : net->feature_bias) {
        b = r.i16();
        if (std::abs(b) > max_feature_bias)
            return failure(file, "damaged (a layer 0 bias out of range)");
    }
    for (auto& row : net->layer1_weights)
        for (auto& w : row) w = r.i16();
    for (auto& b : net->layer1_bias) b = r.i32();
    for (auto& row : net->layer2_weights)
        for (auto& w : row) w = r.i16();
    for (auto& b : net->layer2_bias) b = r.i32();
    for (auto& w : net->output_weights) w = r.i16();
    net->output_bias = r.i32();
    return {std::move(net), {}};
}

const char* file_name(core::Variant v) {
    switch (v) {
        case core::Variant::dama:
            return "dama.dmnet";
        case core::Variant::turkish:
            return "turkish.dmnet";
        case core::Variant::dhama:
            return "dhama.dmnet";
    }
    return "dhama.dmnet";
}

}  // namespace

LoadedNetwork load_network(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return failure(file, "cannot be read (missing?)");
    std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                                    std::istreambuf_iterator<char>());
    if (in.bad()) return failure(file, "cannot be read");
    if (bytes.size() > 16u << 20) return failure(file, "not a damascope network file (too large)");
    return parse(file, bytes);
}

std::filesystem::path default_network_path(core::Variant v) {
    const char* dir = std::getenv("DAMASCOPE_NETWORKS");
    if (dir && *dir) return std::filesystem::path(dir) / file_name(v);
    if (const auto installed = core::installed_data_dir())
        return *installed / "learned" / file_name(v);
    return std::filesystem::path(DAMASCOPE_NETWORK_DIR) / file_name(v);
}

LoadedNetwork load_default_network(core::Variant v) {
    static std::mutex mutex;
    static std::map<std::pair<core::Variant, std::string>, LoadedNetwork> loaded;
    const std::filesystem::path path = default_network_path(v);
    const std::lock_guard lock(mutex);
    auto [it, inserted] = loaded.try_emplace({v, path.string()});
    if (inserted) {
        it->second = load_network(path);
        if (it->second.network && it->second.network->variant != v)
            it->second =
                failure(path, std::string("a network for ") +
                                  std::string(core::variant_name(it->second.network->variant)) +
                                  ", not " + std::string(core::variant_name(v)));
    }
    return it->second;
}

const Network* NetworkSet::of(core::Variant v) const {
    switch (v) {
        case core::Variant::dama:
            return dama.get();
        case core::Variant::turkish:
            return turkish ? turkish.get() : dama.get();
        case core::Variant::dhama:
            return dhama.get();
    }
    return nullptr;
}

NetworkSet default_networks(const std::vector<core::Variant>& variants,
                            std::vector<std::string>* problems) {
    NetworkSet set;
    for (core::Variant asked : variants) {
        // The Turkish rules have no network of their own unless one is put there: Dama's serves.
        core::Variant v = asked;
        std::error_code ec;
        if (v == core::Variant::turkish && !std::filesystem::exists(default_network_path(v), ec))
            v = core::Variant::dama;
        if ((v == core::Variant::dama && set.dama) || (v == core::Variant::dhama && set.dhama))
            continue;
        LoadedNetwork loaded = load_default_network(v);
        if (!loaded.network) {
            if (problems &&
                std::find(problems->begin(), problems->end(), loaded.error) == problems->end())
                problems->push_back(loaded.error);
            continue;
        }
        (v == core::Variant::dama      ? set.dama
         : v == core::Variant::turkish ? set.turkish
                                       : set.dhama) = loaded.network;
    }
    return set;
}

}  // namespace damascope::analysis::learned

// SVG and HTML read with libxml2, a real XML parser: a document that is not well-formed fails.
#pragma once

#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>

#include <string>
#include <vector>

namespace damascope::exporting::testing {

class XmlDocument {
  public:
    // Strict XML (any error makes ok() false), or HTML with its own parser.
    static XmlDocument xml(const std::string& text) {
        return XmlDocument(
            xmlReadMemory(text.data(), static_cast<int>(text.size()), "doc.svg", "UTF-8",
                          XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING));
    }
    static XmlDocument html(const std::string& text) {
        return XmlDocument(
            htmlReadMemory(text.data(), static_cast<int>(text.size()), "doc.html", "UTF-8",
                           HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING));
    }
    XmlDocument(XmlDocument&& o) noexcept : doc_(o.doc_) { o.doc_ = nullptr; }
    XmlDocument(const XmlDocument&) = delete;
    ~XmlDocument() {
        if (doc_) xmlFreeDoc(doc_);
    }
    bool ok() const { return doc_ != nullptr; }
    std::string root_name() const {
        return doc_ ? reinterpret_cast<const char*>(xmlDocGetRootElement(doc_)->name) : "";
    }

    // The nodes an XPath finds; prefix s: is the SVG namespace.
    std::vector<xmlNodePtr> find(const std::string& xpath) const {
        std::vector<xmlNodePtr> nodes;
        if (!doc_) return nodes;
        xmlXPathContextPtr ctx = xmlXPathNewContext(doc_);
        xmlXPathRegisterNs(ctx, BAD_CAST "s", BAD_CAST "http://www.w3.org/2000/svg");
        xmlXPathObjectPtr r = xmlXPathEvalExpression(BAD_CAST xpath.c_str(), ctx);
        if (r && r->nodesetval)
            for (int i = 0; i < r->nodesetval->nodeNr; ++i)
                nodes.push_back(r->nodesetval->nodeTab[i]);
        if (r) xmlXPathFreeObject(r);
        xmlXPathFreeContext(ctx);
        return nodes;
    }

    static std::string attr(xmlNodePtr n, const char* name) {
        xmlChar* v = xmlGetProp(n, BAD_CAST name);
        std::string s = v ? reinterpret_cast<const char*>(v) : "";
        xmlFree(v);
        return s;
    }
    static double number(xmlNodePtr n, const char* name) { return std::stod(attr(n, name)); }
    static std::string text(xmlNodePtr n) {
        xmlChar* v = xmlNodeGetContent(n);
        std::string s = v ? reinterpret_cast<const char*>(v) : "";
        xmlFree(v);
        return s;
    }

  private:
    explicit XmlDocument(xmlDocPtr doc) : doc_(doc) {}
    xmlDocPtr doc_ = nullptr;
};

}  // namespace damascope::exporting::testing

/*
 * The C API's test program (CAPIProgramTests compiles it with the system C compiler against patternhighlight.h and
 * libpatternhighlight, and runs it under valgrind's memcheck where valgrind is installed).
 *
 * It calls every function of the header, with good input and bad (NULL, invalid UTF-8, out-of-range offsets, unknown
 * names), checks what can be checked in C (ranges in the three units against its own counting, statuses, messages),
 * and writes the JSON outputs with their inputs into the folder given as argv[1], where the Swift test compares them
 * with the command line's output for the same text. Exit status 0 when every check passed; failures go to stderr.
 *
 *     cc -std=c11 -I Sources/CPatternHighlight/include Tests/CAPI/capi_test.c -L BIN -lpatternhighlight \
 *        -Wl,-rpath,BIN -lpthread -o capi_test && ./capi_test OUTPUT_FOLDER
 */
#include "patternhighlight.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;
static int checks = 0;

#define CHECK(condition)                                                                                              \
    do {                                                                                                              \
        checks++;                                                                                                     \
        if (!(condition)) {                                                                                           \
            failures++;                                                                                               \
            fprintf(stderr, "FAIL %s:%d: %s\n", __FILE__, __LINE__, #condition);                                      \
        }                                                                                                             \
    } while (0)

/* A call that must succeed; prints the engine's message when it does not. */
#define MUST(call)                                                                                                    \
    do {                                                                                                              \
        char *must_error = NULL;                                                                                      \
        ph_status must_status = call_with_error(call);                                                               \
        (void)must_error;                                                                                             \
        checks++;                                                                                                     \
        if (must_status != PH_OK) {                                                                                   \
            failures++;                                                                                               \
            fprintf(stderr, "FAIL %s:%d: %s returned %d\n", __FILE__, __LINE__, #call, (int)must_status);             \
        }                                                                                                             \
    } while (0)
#define call_with_error(call) (call)

/* Checks that `status` is `expected` and that the message was set (and frees it). */
static void expect_failure(ph_status status, char *message, ph_status expected, const char *needle, const char *what,
                           int line) {
    checks++;
    if (status != expected) {
        failures++;
        fprintf(stderr, "FAIL line %d (%s): status %d, expected %d (%s)\n", line, what, (int)status, (int)expected,
                message ? message : "no message");
    } else if (message == NULL || message[0] == '\0') {
        failures++;
        fprintf(stderr, "FAIL line %d (%s): no message\n", line, what);
    } else if (needle != NULL && strstr(message, needle) == NULL) {
        failures++;
        fprintf(stderr, "FAIL line %d (%s): message \"%s\" lacks \"%s\"\n", line, what, message, needle);
    }
    ph_string_free(message);
}
/* The call runs first, then its message is read. */
#define EXPECT_FAILURE(call, message, expected, needle)                                                               \
    do {                                                                                                              \
        ph_status expect_status = (call);                                                                             \
        expect_failure(expect_status, message, expected, needle, #call, __LINE__);                                    \
    } while (0)

/* The offset of UTF-8 byte `offset` of `text` in `unit`, counted here, independently of the library. */
static size_t offset_in(const char *text, size_t offset, ph_unit unit) {
    if (unit == PH_UNIT_UTF8) return offset;
    size_t result = 0;
    for (size_t i = 0; i < offset; i++) {
        unsigned char byte = (unsigned char)text[i];
        if ((byte & 0xC0) == 0x80) continue; /* a continuation byte */
        result += (unit == PH_UNIT_UTF16 && byte >= 0xF0) ? 2 : 1;
    }
    return result;
}

static void write_file(const char *folder, const char *name, const char *contents, size_t length) {
    if (folder == NULL) return;
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    FILE *file = fopen(path, "wb");
    CHECK(file != NULL);
    if (file == NULL) return;
    CHECK(fwrite(contents, 1, length, file) == length);
    fclose(file);
}

static const ph_unit units[] = {PH_UNIT_UTF8, PH_UNIT_UTF16, PH_UNIT_SCALARS};

static const char *sample =
    "Caf\xC3\xA9 \xF0\x9F\x8E\x89 with @alice.bsky.social and #tag, $AAPL too: https://example.com/a?b=1 "
    "\xE6\x97\xA5\xE6\x9C\xAC #\xE6\x97\xA5\xE6\x9C\xAC";

static void test_library(void) {
    CHECK(ph_abi_version() == PH_ABI_VERSION);
    CHECK(ph_version() != NULL && strlen(ph_version()) > 0);
    CHECK(strstr(ph_profiles(), "twitter") != NULL && strstr(ph_profiles(), "bluesky") != NULL);
    ph_string_free(NULL);
}

/* Every profile ph_profiles names makes a highlighter that annotates the sample. */
static void test_every_profile(void) {
    char names[256];
    snprintf(names, sizeof names, "%s", ph_profiles());
    int profiles = 0;
    for (char *name = strtok(names, ","); name != NULL; name = strtok(NULL, ",")) {
        ph_highlighter *highlighter = NULL;
        MUST(ph_highlighter_new(name, NULL, &highlighter, NULL));
        ph_annotation *annotation = NULL;
        MUST(ph_annotate(highlighter, sample, strlen(sample), &annotation, NULL));
        const ph_entity *entities = NULL;
        size_t count = 0;
        MUST(ph_annotation_entities(annotation, PH_UNIT_UTF8, &entities, &count));
        CHECK(count >= 2); /* every profile finds the mention and the URL */
        ph_annotation_free(annotation);
        ph_highlighter_free(highlighter);
        profiles++;
    }
    CHECK(profiles >= 4);
}

static void test_highlighter_errors(void) {
    ph_highlighter *highlighter = NULL;
    char *error = NULL;
    EXPECT_FAILURE(ph_highlighter_new(NULL, NULL, &highlighter, &error), error, PH_NULL_ARGUMENT, "profile");
    error = NULL;
    EXPECT_FAILURE(ph_highlighter_new("nope", NULL, &highlighter, &error), error, PH_INVALID_ARGUMENT, "twitter");
    error = NULL;
    EXPECT_FAILURE(ph_highlighter_new("twitter", NULL, NULL, &error), error, PH_NULL_ARGUMENT, "out");
    CHECK(highlighter == NULL);
    CHECK(ph_highlighter_new("nope", NULL, &highlighter, NULL) == PH_INVALID_ARGUMENT); /* no message asked */

    ph_options options = {0};
    options.flags = 0x100;
    error = NULL;
    EXPECT_FAILURE(ph_highlighter_new("twitter", &options, &highlighter, &error), error, PH_INVALID_ARGUMENT, "flags");

    options.flags = 0;
    options.patterns_json = "[{\"kind\": \"ticket\", \"regex\": \"(unclosed\"}]";
    error = NULL;
    EXPECT_FAILURE(ph_highlighter_new("twitter", &options, &highlighter, &error), error, PH_INVALID_ARGUMENT, "ticket");
    options.patterns_json = "not json";
    error = NULL;
    EXPECT_FAILURE(ph_highlighter_new("twitter", &options, &highlighter, &error), error, PH_INVALID_ARGUMENT, NULL);

    options.patterns_json = NULL;
    const char *names[] = {"mastodon-max-characters"};
    const char *bad_values[] = {"many"};
    options.platform_option_names = names;
    options.platform_option_values = bad_values;
    options.platform_option_count = 1;
    error = NULL;
    EXPECT_FAILURE(ph_highlighter_new("mastodon", &options, &highlighter, &error), error, PH_INVALID_ARGUMENT, "positive");
    const char *values[] = {"1000"};
    options.platform_option_values = values;
    error = NULL;
    EXPECT_FAILURE(ph_highlighter_new("twitter", &options, &highlighter, &error), error, PH_INVALID_ARGUMENT, "mastodon");
    const char *unknown[] = {"--no-such-option"};
    options.platform_option_names = unknown;
    error = NULL;
    EXPECT_FAILURE(ph_highlighter_new("mastodon", &options, &highlighter, &error), error, PH_INVALID_ARGUMENT, "no-such-option");
    options.platform_option_names = NULL;
    error = NULL;
    EXPECT_FAILURE(ph_highlighter_new("mastodon", &options, &highlighter, &error), error, PH_NULL_ARGUMENT, NULL);
    CHECK(highlighter == NULL);
    ph_highlighter_free(NULL);
}

/* Options reach the engine: a custom kind, a platform option (the count's limit), hints. */
static void test_options(void) {
    ph_options options = {0};
    options.patterns_json = "[{\"kind\": \"ticket\", \"regex\": \"T-[0-9]+\"}]";
    ph_highlighter *highlighter = NULL;
    MUST(ph_highlighter_new("simple", &options, &highlighter, NULL));
    ph_annotation *annotation = NULL;
    const char *text = "see T-42 now";
    MUST(ph_annotate(highlighter, text, strlen(text), &annotation, NULL));
    const ph_entity *entities = NULL;
    size_t count = 0;
    MUST(ph_annotation_entities(annotation, PH_UNIT_UTF8, &entities, &count));
    CHECK(count == 1 && strcmp(entities[0].kind, "ticket") == 0 && entities[0].start == 4 && entities[0].end == 8);
    ph_annotation_free(annotation);
    ph_highlighter_free(highlighter);

    options.patterns_json = NULL;
    const char *names[] = {"--mastodon-max-characters"};
    const char *values[] = {"1000"};
    options.platform_option_names = names;
    options.platform_option_values = values;
    options.platform_option_count = 1;
    MUST(ph_highlighter_new("mastodon", &options, &highlighter, NULL));
    MUST(ph_annotate(highlighter, "hi", 2, &annotation, NULL));
    ph_count figures;
    MUST(ph_annotation_count(annotation, PH_UNIT_UTF16, &figures));
    int found = 0;
    for (size_t i = 0; i < figures.figure_count; i++) {
        if (strcmp(figures.figures[i].name, "maxCharacters") == 0) found = figures.figures[i].value == 1000;
    }
    CHECK(found);
    ph_annotation_free(annotation);
    ph_highlighter_free(highlighter);

    ph_options hints = {0};
    hints.flags = PH_OPTION_HINTS;
    MUST(ph_highlighter_new("bluesky", &hints, &highlighter, NULL));
    const char *near = "year #1 and @ alice";
    MUST(ph_annotate(highlighter, near, strlen(near), &annotation, NULL));
    const ph_hint *list = NULL;
    MUST(ph_annotation_hints(annotation, PH_UNIT_UTF8, &list, &count));
    CHECK(count >= 1);
    if (count >= 1) {
        CHECK(strcmp(list[0].kind, "hashtag") == 0 && list[0].start == 5 && list[0].end == 7);
        CHECK(strcmp(list[0].reason, "digits-only") == 0 && strlen(list[0].message) > 0);
    }
    ph_annotation_free(annotation);
    ph_highlighter_free(highlighter);
}

/* The sample's entities, hints, count and card in the three units, against this file's own offset counting. */
static void test_annotation(ph_highlighter *bluesky, const char *folder) {
    ph_annotation *annotation = NULL;
    size_t length = strlen(sample);
    MUST(ph_annotate(bluesky, sample, length, &annotation, NULL));
    const ph_entity *bytes = NULL;
    size_t count = 0;
    MUST(ph_annotation_entities(annotation, PH_UNIT_UTF8, &bytes, &count));
    CHECK(count == 5); /* the mention, #tag, $AAPL, the URL, #日本 */
    const char *kinds[] = {"mention", "hashtag", "cashtag", "url", "hashtag"};
    const char *values[] = {"alice.bsky.social", "tag", "$AAPL", "https://example.com/a?b=1", "\xE6\x97\xA5\xE6\x9C\xAC"};
    for (size_t i = 0; i < count && i < 5; i++) {
        CHECK(strcmp(bytes[i].kind, kinds[i]) == 0);
        CHECK(strcmp(bytes[i].value, values[i]) == 0);
        CHECK(bytes[i].start < bytes[i].end && bytes[i].end <= length);
    }
    for (size_t u = 0; u < 3; u++) {
        size_t text_length = 0;
        MUST(ph_annotation_length(annotation, units[u], &text_length));
        CHECK(text_length == offset_in(sample, length, units[u]));
        const ph_entity *entities = NULL;
        size_t unit_count = 0;
        MUST(ph_annotation_entities(annotation, units[u], &entities, &unit_count));
        CHECK(unit_count == count);
        for (size_t i = 0; i < count && i < unit_count; i++) {
            CHECK(entities[i].start == offset_in(sample, bytes[i].start, units[u]));
            CHECK(entities[i].end == offset_in(sample, bytes[i].end, units[u]));
        }
        ph_count figures;
        MUST(ph_annotation_count(annotation, units[u], &figures));
        CHECK(figures.valid && figures.graphemes > 0 && figures.figure_count > 0);
        for (size_t i = 0; i < figures.figure_count; i++) CHECK(figures.figures[i].name != NULL);
        ph_card card;
        MUST(ph_annotation_card(annotation, units[u], &card));
        CHECK(card.present && strcmp(card.url, "https://example.com/a?b=1") == 0);
        CHECK(card.start == entities[3].start && card.end == entities[3].end);
        const ph_hint *hints = NULL;
        size_t hint_count = 99;
        MUST(ph_annotation_hints(annotation, units[u], &hints, &hint_count));
        CHECK(hint_count == 0 && hints == NULL); /* no PH_OPTION_HINTS */
    }
    /* Asking twice lends the same memory. */
    const ph_entity *again = NULL;
    MUST(ph_annotation_entities(annotation, PH_UNIT_UTF8, &again, &count));
    CHECK(again == bytes);

    char *json = NULL;
    MUST(ph_annotation_json(annotation, PH_UNIT_UTF16, &json, NULL));
    CHECK(json != NULL && strncmp(json, "{\"profile\":\"bluesky\"", 20) == 0);
    write_file(folder, "annotate.input", sample, length);
    if (json) write_file(folder, "annotate.json", json, strlen(json));
    ph_string_free(json);

    json = NULL;
    const char *dids = "{\"alice.bsky.social\": \"did:plc:alice\"}";
    MUST(ph_annotation_format_json(annotation, "post", dids, &json, NULL));
    CHECK(json != NULL && strstr(json, "did:plc:alice") != NULL);
    write_file(folder, "post.input", sample, length);
    write_file(folder, "post.dids", dids, strlen(dids));
    if (json) write_file(folder, "post.json", json, strlen(json));
    ph_string_free(json);
    json = NULL;
    MUST(ph_annotation_format_json(annotation, "facets", NULL, &json, NULL));
    CHECK(json != NULL && strstr(json, "\"facets\"") != NULL);
    ph_string_free(json);

    char *error = NULL;
    json = NULL;
    EXPECT_FAILURE(ph_annotation_format_json(annotation, "html", NULL, &json, &error), error, PH_INVALID_ARGUMENT, "facets");
    error = NULL;
    EXPECT_FAILURE(ph_annotation_format_json(annotation, "post", "{not json", &json, &error), error, PH_INVALID_ARGUMENT, NULL);
    error = NULL;
    EXPECT_FAILURE(ph_annotation_format_json(annotation, NULL, NULL, &json, &error), error, PH_NULL_ARGUMENT, "format");
    CHECK(json == NULL);

    error = NULL;
    CHECK(ph_annotation_entities(annotation, (ph_unit)7, &bytes, &count) == PH_INVALID_ARGUMENT);
    CHECK(ph_annotation_entities(annotation, PH_UNIT_UTF8, NULL, &count) == PH_NULL_ARGUMENT);
    CHECK(ph_annotation_entities(annotation, PH_UNIT_UTF8, &bytes, NULL) == PH_NULL_ARGUMENT);
    CHECK(ph_annotation_length(annotation, PH_UNIT_UTF8, NULL) == PH_NULL_ARGUMENT);
    CHECK(ph_annotation_count(annotation, PH_UNIT_UTF8, NULL) == PH_NULL_ARGUMENT);
    CHECK(ph_annotation_card(annotation, PH_UNIT_UTF8, NULL) == PH_NULL_ARGUMENT);
    CHECK(ph_annotation_hints(annotation, PH_UNIT_UTF8, NULL, &count) == PH_NULL_ARGUMENT);
    CHECK(ph_annotation_json(annotation, (ph_unit)3, &json, NULL) == PH_INVALID_ARGUMENT);
    ph_annotation_free(annotation);
}

static void test_twitter_formats(const char *folder) {
    ph_highlighter *twitter = NULL;
    MUST(ph_highlighter_new("twitter", NULL, &twitter, NULL));
    /* A thread: 60 words of 9 characters and a mention. */
    char text[1024] = "@jack ";
    for (int i = 0; i < 60; i++) strcat(text, "word\xC3\xA9word ");
    ph_annotation *annotation = NULL;
    MUST(ph_annotate(twitter, text, strlen(text), &annotation, NULL));
    ph_card card;
    MUST(ph_annotation_card(annotation, PH_UNIT_UTF16, &card));
    CHECK(!card.present && card.url == NULL);
    char *json = NULL;
    MUST(ph_annotation_split_json(annotation, PH_UNIT_UTF16, 0, NULL, NULL, &json, NULL));
    CHECK(json != NULL && strstr(json, "\"parts\"") != NULL);
    write_file(folder, "split.input", text, strlen(text));
    if (json) write_file(folder, "split.json", json, strlen(json));
    ph_string_free(json);
    json = NULL;
    MUST(ph_annotation_split_json(annotation, PH_UNIT_SCALARS, 100, "", "json", &json, NULL));
    ph_string_free(json);

    char *error = NULL;
    json = NULL;
    EXPECT_FAILURE(ph_annotation_format_json(annotation, "post", NULL, &json, &error), error, PH_INVALID_ARGUMENT, "bluesky");
    error = NULL;
    EXPECT_FAILURE(ph_annotation_split_json(annotation, PH_UNIT_UTF16, 0, NULL, "facets", &json, &error), error,
                   PH_INVALID_ARGUMENT, NULL);
    error = NULL;
    EXPECT_FAILURE(ph_annotation_split_json(annotation, PH_UNIT_UTF16, (size_t)-1, NULL, NULL, &json, &error), error,
                   PH_OUT_OF_RANGE, NULL);
    error = NULL;
    EXPECT_FAILURE(ph_annotation_split_json(NULL, PH_UNIT_UTF16, 0, NULL, NULL, &json, &error), error, PH_NULL_ARGUMENT, NULL);
    CHECK(json == NULL);
    ph_annotation_free(annotation);
    ph_highlighter_free(twitter);

    ph_highlighter *simple = NULL;
    MUST(ph_highlighter_new("simple", NULL, &simple, NULL));
    MUST(ph_annotate(simple, "hello", 5, &annotation, NULL));
    error = NULL;
    EXPECT_FAILURE(ph_annotation_split_json(annotation, PH_UNIT_UTF16, 0, NULL, NULL, &json, &error), error, PH_UNSPLITTABLE,
                   "limit");
    ph_annotation_free(annotation);
    ph_highlighter_free(simple);
}

static void test_text_errors(ph_highlighter *bluesky) {
    ph_annotation *annotation = NULL;
    char *error = NULL;
    const char invalid[] = "ok \xC3\x28 then";
    EXPECT_FAILURE(ph_annotate(bluesky, invalid, sizeof invalid - 1, &annotation, &error), error, PH_INVALID_TEXT, "offset 3");
    error = NULL;
    EXPECT_FAILURE(ph_annotate(bluesky, NULL, 5, &annotation, &error), error, PH_NULL_ARGUMENT, "text");
    error = NULL;
    EXPECT_FAILURE(ph_annotate(NULL, "hi", 2, &annotation, &error), error, PH_NULL_ARGUMENT, "highlighter");
    error = NULL;
    EXPECT_FAILURE(ph_annotate(bluesky, "hi", 2, NULL, &error), error, PH_NULL_ARGUMENT, "out");
    error = NULL;
    EXPECT_FAILURE(ph_annotate(bluesky, "hi", (size_t)-1, &annotation, &error), error, PH_OUT_OF_RANGE, NULL);
    CHECK(annotation == NULL);
    MUST(ph_annotate(bluesky, NULL, 0, &annotation, NULL)); /* NULL with length 0: the empty text */
    size_t length = 99;
    MUST(ph_annotation_length(annotation, PH_UNIT_UTF16, &length));
    CHECK(length == 0);
    ph_annotation_free(annotation);
    ph_annotation_free(NULL);

    ph_options small = {0};
    small.max_bytes = 10;
    ph_highlighter *limited = NULL;
    MUST(ph_highlighter_new("bluesky", &small, &limited, NULL));
    error = NULL;
    annotation = NULL;
    EXPECT_FAILURE(ph_annotate(limited, sample, strlen(sample), &annotation, &error), error, PH_TOO_LARGE, "10");
    ph_document *document = NULL;
    error = NULL;
    EXPECT_FAILURE(ph_document_new(limited, sample, strlen(sample), &document, &error), error, PH_TOO_LARGE, NULL);
    ph_highlighter_free(limited);

    const ph_entity *entities = NULL;
    size_t count = 0;
    CHECK(ph_annotation_entities(NULL, PH_UNIT_UTF8, &entities, &count) == PH_NULL_ARGUMENT);
    CHECK(ph_annotation_hints(NULL, PH_UNIT_UTF8, NULL, &count) == PH_NULL_ARGUMENT);
    CHECK(ph_annotation_length(NULL, PH_UNIT_UTF8, &count) == PH_NULL_ARGUMENT);
    ph_count figures;
    CHECK(ph_annotation_count(NULL, PH_UNIT_UTF8, &figures) == PH_NULL_ARGUMENT);
    ph_card card;
    CHECK(ph_annotation_card(NULL, PH_UNIT_UTF8, &card) == PH_NULL_ARGUMENT);
    char *json = NULL;
    error = NULL;
    EXPECT_FAILURE(ph_annotation_json(NULL, PH_UNIT_UTF8, &json, &error), error, PH_NULL_ARGUMENT, NULL);
    error = NULL;
    EXPECT_FAILURE(ph_annotation_format_json(NULL, "post", NULL, &json, &error), error, PH_NULL_ARGUMENT, NULL);
}

static void test_crosspost(const char *folder) {
    const char *draft = "Launch day! Thanks @alice@example.social and @bob.bsky.social: https://example.com/launch #release";
    const char *targets[] = {"twitter", "bluesky", "mastodon"};
    const char *mentions =
        "[{\"mastodon\": \"alice@example.social\", \"bluesky\": \"alice.bsky.social\", \"twitter\": \"alice\"}]";
    char *json = NULL;
    MUST(ph_crosspost_json(draft, strlen(draft), targets, 3, NULL, mentions, "spoilers", PH_UNIT_UTF16, &json, NULL));
    CHECK(json != NULL && strstr(json, "\"targets\"") != NULL);
    write_file(folder, "crosspost.input", draft, strlen(draft));
    write_file(folder, "crosspost.mentions", mentions, strlen(mentions));
    if (json) write_file(folder, "crosspost.json", json, strlen(json));
    ph_string_free(json);

    ph_options options = {0};
    options.flags = PH_OPTION_CW_PREFIX | PH_OPTION_MARKDOWN_LINKS;
    const char *names[] = {"mastodon-max-characters"};
    const char *values[] = {"1000"};
    options.platform_option_names = names;
    options.platform_option_values = values;
    options.platform_option_count = 1;
    json = NULL;
    char *message = NULL;
    ph_status status = ph_crosspost_json(draft, strlen(draft), targets, 3, &options, NULL, "spoilers", PH_UNIT_SCALARS, &json, &message);
    if (status != PH_OK) fprintf(stderr, "crosspost: %s\n", message);
    CHECK(status == PH_OK);
    ph_string_free(message);
    CHECK(json != NULL && strstr(json, "\"maxCharacters\":1000") != NULL);
    ph_string_free(json);

    char *error = NULL;
    json = NULL;
    EXPECT_FAILURE(ph_crosspost_json(draft, strlen(draft), targets, 1, &options, NULL, NULL, PH_UNIT_UTF16, &json, &error),
                   error, PH_INVALID_ARGUMENT, "mastodon-max-characters");
    const char *unknown[] = {"twitter", "myspace"};
    error = NULL;
    EXPECT_FAILURE(ph_crosspost_json(draft, strlen(draft), unknown, 2, NULL, NULL, NULL, PH_UNIT_UTF16, &json, &error), error,
                   PH_INVALID_ARGUMENT, "myspace");
    const char *twice[] = {"twitter", "twitter"};
    error = NULL;
    EXPECT_FAILURE(ph_crosspost_json(draft, strlen(draft), twice, 2, NULL, NULL, NULL, PH_UNIT_UTF16, &json, &error), error,
                   PH_INVALID_ARGUMENT, "twitter");
    error = NULL;
    EXPECT_FAILURE(ph_crosspost_json(draft, strlen(draft), targets, 0, NULL, NULL, NULL, PH_UNIT_UTF16, &json, &error), error,
                   PH_INVALID_ARGUMENT, NULL);
    error = NULL;
    EXPECT_FAILURE(ph_crosspost_json(draft, strlen(draft), NULL, 2, NULL, NULL, NULL, PH_UNIT_UTF16, &json, &error), error,
                   PH_NULL_ARGUMENT, "targets");
    error = NULL;
    EXPECT_FAILURE(ph_crosspost_json("\xFF", 1, targets, 3, NULL, NULL, NULL, PH_UNIT_UTF16, &json, &error), error,
                   PH_INVALID_TEXT, "UTF-8");
    error = NULL;
    EXPECT_FAILURE(ph_crosspost_json(draft, strlen(draft), targets, 3, NULL, "[{\"name\": 3}]", NULL, PH_UNIT_UTF16, &json,
                                     &error),
                   error, PH_INVALID_ARGUMENT, NULL);
    error = NULL;
    EXPECT_FAILURE(ph_crosspost_json(draft, strlen(draft), targets, 3, NULL, NULL, NULL, PH_UNIT_UTF16, NULL, &error), error,
                   PH_NULL_ARGUMENT, NULL);
    error = NULL;
    EXPECT_FAILURE(ph_crosspost_json(NULL, 3, targets, 3, NULL, NULL, NULL, PH_UNIT_UTF16, &json, &error), error,
                   PH_NULL_ARGUMENT, "draft");
    CHECK(json == NULL);
}

static void test_document(ph_highlighter *bluesky) {
    const char *start = "hello w\xC3\xB6rld";
    ph_document *document = NULL;
    MUST(ph_document_new(bluesky, start, strlen(start), &document, NULL));
    /* Type " @bob.bsky.social #go" at the end, in UTF-16 (the text is 11 code units long). */
    const char *typed = " @bob.bsky.social #go";
    ph_update *update = NULL;
    MUST(ph_document_replace(document, PH_UNIT_UTF16, 11, 11, typed, strlen(typed), &update, NULL));
    const ph_range *changed = NULL;
    size_t count = 0;
    MUST(ph_update_changed(update, &changed, &count));
    CHECK(count >= 1 && changed[0].start <= 12 && changed[count - 1].end == 32);
    const ph_entity *entities = NULL;
    MUST(ph_update_entities(update, &entities, &count));
    CHECK(count == 2);
    if (count == 2) {
        CHECK(strcmp(entities[0].kind, "mention") == 0 && entities[0].start == 12 && entities[0].end == 28);
        CHECK(strcmp(entities[1].kind, "hashtag") == 0 && strcmp(entities[1].value, "go") == 0 && entities[1].end == 32);
    }
    ph_count figures;
    MUST(ph_update_count(update, &figures));
    CHECK(figures.valid && figures.graphemes == 32);
    char *json = NULL;
    MUST(ph_update_json(update, &json, NULL));
    CHECK(json != NULL && strstr(json, "\"changed\"") != NULL && strstr(json, "bob.bsky.social") != NULL);
    ph_string_free(json);
    ph_update_free(update);

    /* Bad edits change nothing. */
    char *error = NULL;
    update = NULL;
    EXPECT_FAILURE(ph_document_replace(document, PH_UNIT_UTF16, 40, 41, "x", 1, &update, &error), error, PH_OUT_OF_RANGE, "40");
    error = NULL;
    EXPECT_FAILURE(ph_document_replace(document, PH_UNIT_UTF16, 5, 3, "x", 1, &update, &error), error, PH_OUT_OF_RANGE, NULL);
    error = NULL;
    EXPECT_FAILURE(ph_document_replace(document, PH_UNIT_UTF8, 8, 8, "x", 1, &update, &error), error, PH_OUT_OF_RANGE,
                   "inside"); /* inside the two bytes of ö */
    error = NULL;
    EXPECT_FAILURE(ph_document_replace(document, PH_UNIT_UTF8, (size_t)-1, 0, "x", 1, &update, &error), error,
                   PH_OUT_OF_RANGE, NULL);
    error = NULL;
    EXPECT_FAILURE(ph_document_replace(document, PH_UNIT_UTF8, 0, 0, "\xE2\x82", 2, &update, &error), error, PH_INVALID_TEXT,
                   NULL);
    error = NULL;
    EXPECT_FAILURE(ph_document_replace(document, PH_UNIT_UTF8, 0, 0, NULL, 2, &update, &error), error, PH_NULL_ARGUMENT, NULL);
    error = NULL;
    EXPECT_FAILURE(ph_document_replace(document, (ph_unit)9, 0, 0, "x", 1, &update, &error), error, PH_INVALID_ARGUMENT, NULL);
    error = NULL;
    EXPECT_FAILURE(ph_document_replace(NULL, PH_UNIT_UTF8, 0, 0, "x", 1, &update, &error), error, PH_NULL_ARGUMENT, NULL);
    error = NULL;
    EXPECT_FAILURE(ph_document_replace(document, PH_UNIT_UTF8, 0, 0, "x", 1, NULL, &error), error, PH_NULL_ARGUMENT, NULL);
    CHECK(update == NULL);

    /* Delete "hello " (scalars), then the whole state equals a fresh annotation of the same text. */
    MUST(ph_document_replace(document, PH_UNIT_SCALARS, 0, 6, NULL, 0, &update, NULL));
    ph_update_free(update);
    ph_annotation *state = NULL;
    MUST(ph_document_annotation(document, &state, NULL));
    const char *expected = "w\xC3\xB6rld @bob.bsky.social #go";
    ph_annotation *fresh = NULL;
    MUST(ph_annotate(bluesky, expected, strlen(expected), &fresh, NULL));
    size_t state_length = 0, fresh_length = 1;
    MUST(ph_annotation_length(state, PH_UNIT_UTF8, &state_length));
    MUST(ph_annotation_length(fresh, PH_UNIT_UTF8, &fresh_length));
    CHECK(state_length == fresh_length);
    char *state_json = NULL, *fresh_json = NULL;
    MUST(ph_annotation_json(state, PH_UNIT_UTF16, &state_json, NULL));
    MUST(ph_annotation_json(fresh, PH_UNIT_UTF16, &fresh_json, NULL));
    CHECK(state_json && fresh_json && strcmp(state_json, fresh_json) == 0);
    ph_string_free(state_json);
    ph_string_free(fresh_json);
    ph_annotation_free(state);
    ph_annotation_free(fresh);

    CHECK(ph_update_changed(NULL, &changed, &count) == PH_NULL_ARGUMENT);
    CHECK(ph_update_entities(NULL, &entities, &count) == PH_NULL_ARGUMENT);
    CHECK(ph_update_count(NULL, &figures) == PH_NULL_ARGUMENT);
    error = NULL;
    EXPECT_FAILURE(ph_update_json(NULL, &json, &error), error, PH_NULL_ARGUMENT, NULL);
    error = NULL;
    EXPECT_FAILURE(ph_document_annotation(NULL, &state, &error), error, PH_NULL_ARGUMENT, NULL);
    error = NULL;
    EXPECT_FAILURE(ph_document_annotation(document, NULL, &error), error, PH_NULL_ARGUMENT, NULL);
    ph_document_free(document);
    ph_document_free(NULL);
    ph_update_free(NULL);

    error = NULL;
    EXPECT_FAILURE(ph_document_new(bluesky, "\xC0\xAF", 2, &document, &error), error, PH_INVALID_TEXT, NULL);
    error = NULL;
    EXPECT_FAILURE(ph_document_new(NULL, "x", 1, &document, &error), error, PH_NULL_ARGUMENT, NULL);
    error = NULL;
    EXPECT_FAILURE(ph_document_new(bluesky, "x", 1, NULL, &error), error, PH_NULL_ARGUMENT, NULL);
}

/* One highlighter shared by four threads, each annotating and reading the same annotation's views too. */
typedef struct {
    ph_highlighter *highlighter;
    ph_annotation *shared;
    int mismatches;
} worker_input;

static void *worker(void *argument) {
    worker_input *input = argument;
    for (int i = 0; i < 25; i++) {
        ph_annotation *annotation = NULL;
        if (ph_annotate(input->highlighter, sample, strlen(sample), &annotation, NULL) != PH_OK) {
            input->mismatches++;
            continue;
        }
        const ph_entity *mine = NULL, *shared = NULL;
        size_t mine_count = 0, shared_count = 0;
        ph_unit unit = units[i % 3];
        ph_annotation_entities(annotation, unit, &mine, &mine_count);
        ph_annotation_entities(input->shared, unit, &shared, &shared_count);
        if (mine_count != shared_count || mine_count != 5) input->mismatches++;
        for (size_t e = 0; e < mine_count && e < shared_count; e++) {
            if (mine[e].start != shared[e].start || strcmp(mine[e].value, shared[e].value) != 0) input->mismatches++;
        }
        ph_annotation_free(annotation);
    }
    return NULL;
}

static void test_threads(ph_highlighter *bluesky) {
    ph_annotation *shared = NULL;
    MUST(ph_annotate(bluesky, sample, strlen(sample), &shared, NULL));
    pthread_t threads[4];
    worker_input inputs[4];
    for (int t = 0; t < 4; t++) {
        inputs[t] = (worker_input){bluesky, shared, 0};
        CHECK(pthread_create(&threads[t], NULL, worker, &inputs[t]) == 0);
    }
    for (int t = 0; t < 4; t++) {
        pthread_join(threads[t], NULL);
        CHECK(inputs[t].mismatches == 0);
    }
    ph_annotation_free(shared);
}

int main(int argc, char **argv) {
    const char *folder = argc > 1 ? argv[1] : NULL;
    test_library();
    test_every_profile();
    test_highlighter_errors();
    test_options();
    ph_highlighter *bluesky = NULL;
    MUST(ph_highlighter_new("bluesky", NULL, &bluesky, NULL));
    test_annotation(bluesky, folder);
    test_twitter_formats(folder);
    test_text_errors(bluesky);
    test_crosspost(folder);
    test_document(bluesky);
    test_threads(bluesky);
    ph_highlighter_free(bluesky);
    printf("%d checks, %d failed\n", checks, failures);
    return failures == 0 ? 0 : 1;
}

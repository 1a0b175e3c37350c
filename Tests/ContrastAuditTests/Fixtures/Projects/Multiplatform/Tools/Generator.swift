import Foundation

// Writes the sample entries; its SDK is chosen by a variable, so its platform is not known.
let entries = ["Morning pages", "Evening review"]
for entry in entries {
    print(entry)
}

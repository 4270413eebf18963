print("parse-model-gen: under construction")

<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ChartCatalog</name>
    <message numerus="yes">
        <source>%1 owns up to %n %2 server(s)</source>
        <translation>
            <numerusform>%1 owns up to %n %2 server</numerusform>
            <numerusform>%1 owns up to %n %2 servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %n rack(s); facility power up to %1 kW (monthly average)</source>
        <translation>
            <numerusform>Up to %n rack; facility power up to %1 kW (monthly average)</numerusform>
            <numerusform>Up to %n racks; facility power up to %1 kW (monthly average)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvidenceText</name>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n month</numerusform>
            <numerusform>%n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) dated more than %1 before the prices' date %2; the oldest: %3, %4 (%5)</source>
        <translation>
            <numerusform>%n price dated more than %1 before the prices' date %2; the oldest: %3, %4 (%5)</numerusform>
            <numerusform>%n prices dated more than %1 before the prices' date %2; the oldest: %3, %4 (%5)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stale: %n month(s) before the prices' date %1</source>
        <translation>
            <numerusform>Stale: %n month before the prices' date %1</numerusform>
            <numerusform>Stale: %n months before the prices' date %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stale: %n month(s)</source>
        <translation>
            <numerusform>stale: %n month</numerusform>
            <numerusform>stale: %n months</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message numerus="yes">
        <source>Horizon: %n month(s); amounts in %1</source>
        <translation>
            <numerusform>Horizon: %n month; amounts in %1</numerusform>
            <numerusform>Horizon: %n months; amounts in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n scenario(s)</source>
        <translation>
            <numerusform>Comparison of %n scenario</numerusform>
            <numerusform>Comparison of %n scenarios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plan(s)</source>
        <translation>
            <numerusform>%n plan</numerusform>
            <numerusform>%n plans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n workload(s)</source>
        <translation>
            <numerusform>%n workload</numerusform>
            <numerusform>%n workloads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n month</numerusform>
            <numerusform>%n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n warning(s):&lt;/b&gt; plans own or rent GPUs restricted in their region (see Warnings).</source>
        <translation>
            <numerusform>&lt;b&gt;%n warning:&lt;/b&gt; plans own or rent GPUs restricted in their region (see Warnings).</numerusform>
            <numerusform>&lt;b&gt;%n warnings:&lt;/b&gt; plans own or rent GPUs restricted in their region (see Warnings).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n warning(s):&lt;/b&gt; hosted API plans rent GPUs for workloads whose model no API offer of their region serves (see Warnings).</source>
        <translation>
            <numerusform>&lt;b&gt;%n warning:&lt;/b&gt; hosted API plans rent GPUs for workloads whose model no API offer of their region serves (see Warnings).</numerusform>
            <numerusform>&lt;b&gt;%n warnings:&lt;/b&gt; hosted API plans rent GPUs for workloads whose model no API offer of their region serves (see Warnings).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b style="color: #a04b00;"&gt;stale&lt;/b&gt;: a price dated more than %n month(s) before the prices' date %1.</source>
        <translation>
            <numerusform>&lt;b style="color: #a04b00;"&gt;stale&lt;/b&gt;: a price dated more than %n month before the prices' date %1.</numerusform>
            <numerusform>&lt;b style="color: #a04b00;"&gt;stale&lt;/b&gt;: a price dated more than %n months before the prices' date %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not listed: %n GPU model(s) that no workload uses, and their servers.</source>
        <translation>
            <numerusform>Not listed: %n GPU model that no workload uses, and their servers.</numerusform>
            <numerusform>Not listed: %n GPU models that no workload uses, and their servers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not listed: %n interruption, repair and spot figure(s), which change nothing where no workload states a training job (job_gpus) and no plan a spot share.</source>
        <translation>
            <numerusform>Not listed: %n interruption, repair and spot figure, which change nothing where no workload states a training job (job_gpus) and no plan a spot share.</numerusform>
            <numerusform>Not listed: %n interruption, repair and spot figures, which change nothing where no workload states a training job (job_gpus) and no plan a spot share.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RiskCatalog</name>
    <message numerus="yes">
        <source>%n figure(s) of the scenario have a range (low, value, high). Sensitivity sets each alone to its low and to its high; Monte Carlo draws all of them at once from triangular distributions. Hybrid caps and reserved commitments stay at the base case's choice.</source>
        <translation>
            <numerusform>%n figure of the scenario have a range (low, value, high). Sensitivity sets each alone to its low and to its high; Monte Carlo draws all of them at once from triangular distributions. Hybrid caps and reserved commitments stay at the base case's choice.</numerusform>
            <numerusform>%n figures of the scenario have a range (low, value, high). Sensitivity sets each alone to its low and to its high; Monte Carlo draws all of them at once from triangular distributions. Hybrid caps and reserved commitments stay at the base case's choice.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>XlsxExport</name>
    <message numerus="yes">
        <source>Servers sold at refresh age, %n month(s) after their purchase (empty: none)</source>
        <translation>
            <numerusform>Servers sold at refresh age, %n month after their purchase (empty: none)</numerusform>
            <numerusform>Servers sold at refresh age, %n months after their purchase (empty: none)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::KpiCards</name>
    <message numerus="yes">
        <source>Discounted: after %n month(s)</source>
        <translation>
            <numerusform>Discounted: after %n month</numerusform>
            <numerusform>Discounted: after %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n month(s)</source>
        <translation>
            <numerusform>After %n month</numerusform>
            <numerusform>After %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, over %n month(s)</source>
        <translation>
            <numerusform>%1, over %n month</numerusform>
            <numerusform>%1, over %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;⚠ %n warning(s):&lt;/b&gt; plans own or rent GPUs restricted in their region (hover for the note).</source>
        <translation>
            <numerusform>&lt;b&gt;⚠ %n warning:&lt;/b&gt; plans own or rent GPUs restricted in their region (hover for the note).</numerusform>
            <numerusform>&lt;b&gt;⚠ %n warnings:&lt;/b&gt; plans own or rent GPUs restricted in their region (hover for the note).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Within %n month(s). %1</source>
        <translation>
            <numerusform>Within %n month. %1</numerusform>
            <numerusform>Within %n months. %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;⚠ %n warning(s):&lt;/b&gt; hosted API plans rent GPUs for workloads whose model no API offer of their region serves.</source>
        <translation>
            <numerusform>&lt;b&gt;⚠ %n warning:&lt;/b&gt; hosted API plans rent GPUs for workloads whose model no API offer of their region serves.</numerusform>
            <numerusform>&lt;b&gt;⚠ %n warnings:&lt;/b&gt; hosted API plans rent GPUs for workloads whose model no API offer of their region serves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ProblemsPanel</name>
    <message numerus="yes">
        <source>&lt;b&gt;%n problem(s)&lt;/b&gt; to fix before results can be shown. Click one to go to its field.</source>
        <translation>
            <numerusform>&lt;b&gt;%n problem&lt;/b&gt; to fix before results can be shown. Click one to go to its field.</numerusform>
            <numerusform>&lt;b&gt;%n problems&lt;/b&gt; to fix before results can be shown. Click one to go to its field.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::RiskView</name>
    <message numerus="yes">
        <source>%n figure(s) with a range.</source>
        <translation>
            <numerusform>%n figure with a range.</numerusform>
            <numerusform>%n figures with a range.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 trials of %n figure(s) with a range.</source>
        <translation>
            <numerusform>%1 trials of %n figure with a range.</numerusform>
            <numerusform>%1 trials of %n figures with a range.</numerusform>
        </translation>
    </message>
</context>
</TS>